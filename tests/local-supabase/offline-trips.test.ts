import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alterarStatusDaReserva, alterarStatusDaViagem, oferecerViagem, reservarEspaco } from '../../src/offline/trips/actions'
import { pullTrips, todayInBrazil } from '../../src/offline/trips/pull'
import { pullPersonChanges } from '../../src/offline/person-changes'
import { DEMO, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// Trips through the offline layer against the local server: offered, reserved, accepted and
// cancelled from phones that lose their connection; each change reaches the server once, in order,
// and a refusal that only the server could know (the trip filled up meanwhile) is explained.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
})
afterAll(() => backend.stop())

/** The app's refresh of trips: the open list, and the person's own by what changed. */
const refresh = (p: Phone) => Promise.all([pullTrips(p.supabase, p.db, p.userId), pullPersonChanges(p.supabase, p.db, p.userId)])

/** No signal for the next `requests` requests. */
const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
/** The server does the next write to `table`, and its answer is lost on the way back. */
const answerLost = (table: string) => ({
  when: (url: string, method: string) => url.includes(`/rest/v1/${table}`) && method !== 'GET',
  fault: 'drop-after' as const,
})

const inDays = (days: number) => todayInBrazil(Date.now() + days * 86_400_000)
const author = (p: Phone, name: string) => ({ id: p.userId, name })

function trip(extra: Partial<Parameters<typeof oferecerViagem>[2]> = {}) {
  return {
    paradas: [
      { cidade: 'Serra', uf: 'ES', local: 'Sítio' },
      { cidade: 'Vitória', uf: 'ES' },
    ],
    data: inDays(3),
    hora: '06:00',
    veiculo: 'Caminhonete',
    capacidade_kg: 500,
    carga_propria_kg: 100,
    custo_total: 200,
    refrigerada: false,
    observacoes: null,
    contato: '27998761234',
    ...extra,
  }
}

const reservation = (viagem_id: string, kg: number) => ({
  viagem_id,
  kg,
  parada_inicio: 0,
  parada_fim: 1,
  carga: 'Banana prata, caixas',
  anuncio_id: null,
  contato: '27991112222',
})

async function serverTrip(id: string) {
  return (await backend.service().from('viagens').select('status, kg_reservados, paradas').eq('id', id).single()).data
}

describe('trips offline', () => {
  it('a trip offered with no signal is sent once when the signal returns, its stops placed on the map', async () => {
    const owner = await phone(backend)
    owner.plan.faults.push(...offline(), answerLost('viagens'))
    const id = await oferecerViagem(owner.db, author(owner, 'Dona'), trip())
    expect(await owner.db.viagens.get(id)).toMatchObject({ pending: true, status: 'aberta', origem_cidade: 'Serra' })
    await owner.drain()
    expect(await serverTrip(id)).toMatchObject({
      status: 'aberta',
      paradas: [
        { cidade: 'Serra', uf: 'ES', local: 'Sítio', latitude: -20.1211, longitude: -40.3074 },
        { cidade: 'Vitória', uf: 'ES', latitude: -20.3155, longitude: -40.3128 },
      ],
    })
    expect((await backend.db.query('select count(*)::int as n from viagens where id = $1', [id])).rows[0]).toEqual({ n: 1 })
  })

  it('reserve, accept and cancel, each sent once and in order, with answers lost on the way', async () => {
    const owner = await phone(backend)
    const rider = await phone(backend)
    const id = await oferecerViagem(owner.db, author(owner, 'Dona'), trip())
    await owner.drain()

    rider.plan.faults.push(answerLost('reservas'))
    const reservaId = await reservarEspaco(rider.db, author(rider, 'Vizinho'), reservation(id, 150))
    await rider.drain()

    await refresh(owner)
    expect(await owner.db.reservas.get(reservaId)).toMatchObject({ status: 'pendente', kg: 150, contato: '27991112222' })
    owner.plan.faults.push(...offline(), answerLost('reservas'))
    await alterarStatusDaReserva(owner.db, author(owner, 'Dona'), { id: reservaId, viagem_id: id }, 'aceita')
    await owner.drain()
    expect(await serverTrip(id)).toMatchObject({ kg_reservados: 150 })

    // Reserved and cancelled while offline: sent in that order.
    const second = await reservarEspaco(rider.db, author(rider, 'Vizinho'), reservation(id, 50))
    await alterarStatusDaReserva(rider.db, author(rider, 'Vizinho'), { id: second, viagem_id: id }, 'cancelada')
    await rider.drain()
    const stored = await backend.service().from('reservas').select('id, status').eq('viagem_id', id).order('created_at')
    expect(stored.data).toEqual([
      { id: reservaId, status: 'aceita' },
      { id: second, status: 'cancelada' },
    ])
  })

  it('a reservation made offline on a trip that filled up meanwhile is refused with "A viagem já está lotada."', async () => {
    const owner = await phone(backend)
    const late = await phone(backend)
    const early = await phone(backend)
    const id = await oferecerViagem(owner.db, author(owner, 'Dona'), trip())
    await owner.drain()
    await refresh(late)

    // The late phone loses its signal and reserves; meanwhile the trip fills up.
    late.plan.faults.push(...offline(1))
    const lateId = await reservarEspaco(late.db, author(late, 'Atrasado'), reservation(id, 200))
    await late.sync()
    const earlyId = await reservarEspaco(early.db, author(early, 'Adiantado'), reservation(id, 400))
    await early.drain()
    await refresh(owner)
    await alterarStatusDaReserva(owner.db, author(owner, 'Dona'), { id: earlyId, viagem_id: id }, 'aceita')
    await owner.drain()
    expect(await serverTrip(id)).toMatchObject({ status: 'lotada' })

    late.later()
    await late.sync()
    const [refused] = await late.db.outbox.toArray()
    expect(refused).toMatchObject({ kind: 'reservarEspaco', status: 'failed', error: 'A viagem já está lotada.' })
    expect((await backend.service().from('reservas').select('id').eq('id', lateId)).data).toEqual([])
  })

  it("the owner cancels a trip; a reserver's phone learns it on the next refresh", async () => {
    const owner = await phone(backend)
    const rider = await phone(backend, { email: DEMO.joao.email, password: DEMO.joao.password })
    const id = await oferecerViagem(owner.db, author(owner, 'Dona'), trip())
    await owner.drain()
    await reservarEspaco(rider.db, author(rider, 'João'), reservation(id, 10))
    await rider.drain()
    await alterarStatusDaViagem(owner.db, author(owner, 'Dona'), id, 'cancelada')
    await owner.drain()
    await refresh(rider)
    expect(await rider.db.viagens.get(id)).toMatchObject({ status: 'cancelada', pending: false })
  })
})
