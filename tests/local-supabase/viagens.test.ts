import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, inDays, newTrip, startTestBackend, type TestBackend } from './helpers.ts'

// Frete Solidário trips and their reservations, enforced by Postgres: who sees and changes what
// (visitor, producer, trip owner, another producer, admin, inactive user), the capacity per
// stretch — also when two reservations are accepted at once — and every bad input refused with
// its pt-BR reason and nothing stored.

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // offers the trips
let joao: Client // reserves
let admin: Client
let other: { client: Client; id: string }
let inactive: { client: Client; id: string }

const SEED_TRIP = 'b0000000-0000-4000-8000-000000000001' // Maria's, 2000 kg, own load 600, João's 150 kg accepted
const TRIP_COLUMNS =
  'id, user_id, user_name, paradas, origem_cidade, destino_uf, status, capacidade_kg, carga_por_trecho, kg_reservados'

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  inactive = await backend.newUser()
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
})
afterAll(() => backend.stop())

function newReservation(viagemId: string, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    viagem_id: viagemId,
    kg: 100,
    parada_inicio: 0,
    parada_fim: 2,
    carga: 'Feijão, 4 sacas',
    contato: '32988125678',
    ...extra,
  }
}

async function offeredByMaria(extra: Record<string, unknown> = {}): Promise<string> {
  const trip = newTrip(extra)
  const { error } = await maria.from('viagens').insert(trip)
  expect(error).toBeNull()
  return trip.id
}

async function reservedByJoao(viagemId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const reservation = newReservation(viagemId, extra)
  const { error } = await joao.from('reservas').insert(reservation)
  expect(error).toBeNull()
  return reservation.id
}

async function trip(id: string) {
  return (await backend.service().from('viagens').select(TRIP_COLUMNS).eq('id', id).single()).data!
}

/** Refused by a database rule written for the person: 23514 with the pt-BR reason and a hint. */
function expectReason(r: { error: { code?: string; message?: string; hint?: string | null } | null }, reason: string | RegExp) {
  expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
  expect(r.error?.message).toMatch(reason)
  expect(r.error?.hint).toBeTruthy()
}

describe('trips: who sees what', () => {
  it('a visitor sees open trips with their route and space, never a phone nor a reservation', async () => {
    const { data, error } = await visitor.from('viagens').select(TRIP_COLUMNS).eq('id', SEED_TRIP).single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      origem_cidade: 'Santa Maria de Jetibá',
      destino_uf: 'ES',
      status: 'aberta',
      carga_por_trecho: [750, 750],
      kg_reservados: 150,
    })
    const phone = await visitor.from('viagens').select('contato').eq('id', SEED_TRIP)
    expect(phone.error?.code).toBe('42501')
    const reservations = await visitor.from('reservas').select('id')
    expect(reservations.error?.code).toBe('42501')
    expect((await visitor.rpc('contato_da_viagem', { viagem: SEED_TRIP })).error?.code).toBe('42501')
  })

  it('only the reserver and the trip owner see a reservation (and its contact); not another producer, not the admin', async () => {
    const seeded = 'c0000000-0000-4000-8000-000000000001'
    const read = async (as: Client) => (await as.from('reservas').select('id, contato').eq('id', seeded)).data
    expect(await read(joao)).toEqual([{ id: seeded, contato: '32988125678' }])
    expect(await read(maria)).toEqual([{ id: seeded, contato: '32988125678' }])
    expect(await read(other.client)).toEqual([])
    expect(await read(admin)).toEqual([])
  })

  it("the owner's phone reaches the owner and an accepted reserver, nobody else", async () => {
    const ask = async (as: Client, id = SEED_TRIP) => (await as.rpc('contato_da_viagem', { viagem: id })).data
    expect(await ask(maria)).toBe('27998761234')
    expect(await ask(joao)).toBe('27998761234')
    expect(await ask(other.client)).toBeNull()
    expect(await ask(admin)).toBeNull()
    // A reservation still waiting for an answer does not give the phone.
    expect(await ask(joao, 'b0000000-0000-4000-8000-000000000003')).toBeNull()
  })

  it('the split: everyone on the trip sees each share in proportion to its kg; others see none of it', async () => {
    const split = async (as: Client) => (await as.rpc('divisao_da_viagem', { viagem: SEED_TRIP })).data
    const expected = [
      { user_id: DEMO.maria.id, user_name: 'Maria Souza', kg: 600, parte: 360, dono: true },
      { user_id: DEMO.joao.id, user_name: 'João Pereira', kg: 150, parte: 90, dono: false },
    ]
    expect(await split(maria)).toEqual(expected)
    expect(await split(joao)).toEqual(expected)
    expect(await split(other.client)).toEqual([])
    expect(await split(admin)).toEqual([])
  })

  it('a cancelled trip leaves the public list; its owner and its reservers still see it; the admin sees all', async () => {
    const id = await offeredByMaria()
    await reservedByJoao(id)
    expect((await maria.from('viagens').update({ status: 'cancelada' }).eq('id', id).select('status')).data).toEqual([
      { status: 'cancelada' },
    ])
    const sees = async (as: Client) => (await as.from('viagens').select('id').eq('id', id)).data?.length
    expect(await sees(visitor)).toBe(0)
    expect(await sees(other.client)).toBe(0)
    expect(await sees(maria)).toBe(1)
    expect(await sees(joao)).toBe(1)
    expect(await sees(admin)).toBe(1)
  })
})

describe('trips: who changes what', () => {
  it('a producer offers a trip: the cities are written as the IBGE list writes them, the owner and name by the database', async () => {
    const id = await offeredByMaria()
    expect(await trip(id)).toMatchObject({
      user_id: DEMO.maria.id,
      user_name: 'Maria Souza',
      status: 'aberta',
      carga_por_trecho: [200, 200],
      paradas: [
        { cidade: 'Santa Maria de Jetibá', uf: 'ES', local: 'Sítio Boa Vista' },
        { cidade: 'Domingos Martins', uf: 'ES' },
        { cidade: 'Vitória', uf: 'ES', local: 'Ceasa' },
      ],
    })
  })

  it('a visitor and an inactive user cannot offer; nobody offers in someone else\u2019s name', async () => {
    expect((await visitor.from('viagens').insert(newTrip())).error?.code).toBe('42501')
    expect((await inactive.client.from('viagens').insert(newTrip())).error?.code).toBe('42501')
    expect((await joao.from('viagens').insert(newTrip({ user_id: DEMO.maria.id }))).error?.code).toBe('42501')
  })

  it('only the owner edits or cancels a trip: another producer and the admin change nothing', async () => {
    const id = await offeredByMaria()
    for (const as of [joao, admin, other.client]) {
      const r = await as.from('viagens').update({ status: 'cancelada', custo_total: 1 }).eq('id', id).select('id')
      expect(r.data ?? []).toEqual([])
    }
    expect((await visitor.from('viagens').update({ status: 'cancelada' }).eq('id', id)).error?.code).toBe('42501')
    expect(await trip(id)).toMatchObject({ status: 'aberta' })
    const edited = await maria.from('viagens').update({ custo_total: 350, veiculo: 'Caminhão 3/4' }).eq('id', id).select('id')
    expect(edited.data).toHaveLength(1)
  })

  it('nobody reserves on their own trip, on a cancelled trip, as a visitor or inactive', async () => {
    const id = await offeredByMaria()
    expectReason(await maria.from('reservas').insert(newReservation(id)), 'sua própria viagem')
    expect((await visitor.from('reservas').insert(newReservation(id))).error?.code).toBe('42501')
    expect((await inactive.client.from('reservas').insert(newReservation(id))).error?.code).toBe('42501')
    await maria.from('viagens').update({ status: 'cancelada' }).eq('id', id)
    expectReason(await joao.from('reservas').insert(newReservation(id)), 'foi cancelada')
  })

  it('only the owner accepts or declines; the reserver may only cancel', async () => {
    const id = await offeredByMaria()
    const reservation = await reservedByJoao(id)
    expectReason(await joao.from('reservas').update({ status: 'aceita' }).eq('id', reservation), 'Só quem oferece')
    expect((await other.client.from('reservas').update({ status: 'aceita' }).eq('id', reservation).select('id')).data).toEqual([])
    expect((await admin.from('reservas').update({ status: 'aceita' }).eq('id', reservation).select('id')).data).toEqual([])
    const accepted = await maria.from('reservas').update({ status: 'aceita' }).eq('id', reservation).select('status, decidida_em')
    expect(accepted.data?.[0]).toMatchObject({ status: 'aceita', decidida_em: expect.any(String) })
    expect(await trip(id)).toMatchObject({ kg_reservados: 100, carga_por_trecho: [300, 300] })
  })

  it('a change sent twice is done once; a change on a reservation already cancelled is explained', async () => {
    const id = await offeredByMaria()
    const reservation = await reservedByJoao(id)
    for (let i = 0; i < 2; i++) {
      const r = await joao.from('reservas').update({ status: 'cancelada' }).eq('id', reservation).select('status')
      expect(r.data).toEqual([{ status: 'cancelada' }])
    }
    expectReason(await maria.from('reservas').update({ status: 'aceita' }).eq('id', reservation), 'já foi cancelada')
  })

  it('a trip or reservation sent again after its answer was lost is stored once, even if it would be refused now', async () => {
    const id = await offeredByMaria({ capacidade_kg: 500, carga_propria_kg: 100 })
    const reservation = newReservation(id, { kg: 400 })
    const send = () => joao.from('reservas').upsert(reservation, { onConflict: 'id', ignoreDuplicates: true })
    expect((await send()).error).toBeNull()
    await maria.from('reservas').update({ status: 'aceita' }).eq('id', reservation.id)
    // The trip is full now; the same reservation sent again is no new request.
    expect((await send()).error).toBeNull()
    expect((await backend.service().from('reservas').select('id').eq('viagem_id', id)).data).toHaveLength(1)
  })

  it('a reservation may not change its kg, stretch or trip after it is made', async () => {
    const id = await offeredByMaria()
    const reservation = await reservedByJoao(id)
    expect((await joao.from('reservas').update({ kg: 999 }).eq('id', reservation)).error?.code).toBe('42501')
    expect((await maria.from('viagens').update({ kg_reservados: 0 }).eq('id', id)).error?.code).toBe('42501')
  })
})

describe('trips: capacity and the split', () => {
  it('space is counted per stretch: a load from the middle stop uses only the stretches it rides', async () => {
    const id = await offeredByMaria({ capacidade_kg: 500, carga_propria_kg: 100 })
    const first = await reservedByJoao(id, { kg: 400, parada_inicio: 0, parada_fim: 1 })
    await maria.from('reservas').update({ status: 'aceita' }).eq('id', first)
    expect(await trip(id)).toMatchObject({ carga_por_trecho: [500, 100], status: 'aberta' })
    expectReason(await joao.from('reservas').insert(newReservation(id, { kg: 10, parada_inicio: 0, parada_fim: 2 })), 'lotada')
    const second = await reservedByJoao(id, { kg: 400, parada_inicio: 1, parada_fim: 2 })
    await maria.from('reservas').update({ status: 'aceita' }).eq('id', second)
    expect(await trip(id)).toMatchObject({ carga_por_trecho: [500, 500], status: 'lotada' })
    // Freeing space opens the trip again.
    await joao.from('reservas').update({ status: 'cancelada' }).eq('id', second)
    expect(await trip(id)).toMatchObject({ carga_por_trecho: [500, 100], status: 'aberta' })
  })

  it('asking for more than is left says how much is left', async () => {
    const id = await offeredByMaria({ capacidade_kg: 500, carga_propria_kg: 100 })
    expectReason(await joao.from('reservas').insert(newReservation(id, { kg: 450 })), 'Só restam 400.0 kg')
  })

  it('two reservations accepted at the same moment never exceed the capacity', async () => {
    const id = await offeredByMaria({ capacidade_kg: 500, carga_propria_kg: 100 })
    const a = await reservedByJoao(id, { kg: 300 })
    const b = (
      await other.client
        .from('reservas')
        .insert(newReservation(id, { kg: 300 }))
        .select('id')
        .single()
    ).data!.id
    const [ra, rb] = await Promise.all([
      maria.from('reservas').update({ status: 'aceita' }).eq('id', a).select('id'),
      maria.from('reservas').update({ status: 'aceita' }).eq('id', b).select('id'),
    ])
    const outcomes = [ra, rb].map((r) => (r.error ? r.error.message : 'aceita'))
    expect(outcomes.filter((o) => o === 'aceita')).toHaveLength(1)
    expect(outcomes.find((o) => o !== 'aceita')).toMatch(/Só restam 100.0 kg|lotada/)
    expect(await trip(id)).toMatchObject({ kg_reservados: 300, carga_por_trecho: [400, 400] })
  })

  it('the capacity cannot drop below what is already accepted', async () => {
    const id = await offeredByMaria({ capacidade_kg: 500, carga_propria_kg: 100 })
    const r = await reservedByJoao(id, { kg: 300 })
    await maria.from('reservas').update({ status: 'aceita' }).eq('id', r)
    expectReason(
      await maria.from('viagens').update({ capacidade_kg: 350 }).eq('id', id),
      'abaixo do que já foi aceito (400.0 kg)',
    )
    expect(await trip(id)).toMatchObject({ capacidade_kg: 500 })
  })
})

describe('trips: bad input is refused whole, with its reason', () => {
  const cases: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['a date in the past', { data: inDays(-1) }, 'A data da viagem já passou'],
    [
      'an unknown city',
      {
        paradas: [
          { cidade: 'Cidade Inventada', uf: 'ES' },
          { cidade: 'Vitória', uf: 'ES' },
        ],
      },
      'Cidade desconhecida: Cidade Inventada/ES',
    ],
    [
      'a city in the wrong state',
      {
        paradas: [
          { cidade: 'Vitória', uf: 'MG' },
          { cidade: 'Serra', uf: 'ES' },
        ],
      },
      'Cidade desconhecida: Vitória/MG',
    ],
    ['a stop without a city', { paradas: [{ uf: 'ES' }, { cidade: 'Serra', uf: 'ES' }] }, 'cidade e UF'],
    [
      'a place over 200 characters',
      {
        paradas: [
          { cidade: 'Serra', uf: 'ES', local: 'x'.repeat(201) },
          { cidade: 'Vitória', uf: 'ES' },
        ],
      },
      '200 caracteres',
    ],
  ]
  it.each(cases)('%s', async (_name, extra, reason) => {
    const trip = newTrip(extra)
    expectReason(await maria.from('viagens').insert(trip), reason)
    expect((await backend.service().from('viagens').select('id').eq('id', trip.id)).data).toEqual([])
  })

  const constraints: Array<[string, Record<string, unknown>]> = [
    ['zero capacity', { capacidade_kg: 0 }],
    ['a negative cost', { custo_total: -10 }],
    ['an own load as large as the capacity', { carga_propria_kg: 1000 }],
    ['one stop only', { paradas: [{ cidade: 'Serra', uf: 'ES' }] }],
    ['seven stops', { paradas: Array.from({ length: 7 }, () => ({ cidade: 'Serra', uf: 'ES' })) }],
    ['a vehicle of 61 characters', { veiculo: 'v'.repeat(61) }],
    ['notes over 1000 characters', { observacoes: 'n'.repeat(1001) }],
    ['a phone without area code', { contato: '98761234' }],
  ]
  it.each(constraints)('%s breaks a check of the table', async (_name, extra) => {
    const trip = newTrip(extra)
    expect((await maria.from('viagens').insert(trip)).error?.code).toBe('23514')
    expect((await backend.service().from('viagens').select('id').eq('id', trip.id)).data).toEqual([])
  })

  it('a reservation with zero kg, a stretch outside the route or someone else\u2019s ad is refused', async () => {
    const id = await offeredByMaria()
    expect((await joao.from('reservas').insert(newReservation(id, { kg: 0 }))).error?.code).toBe('23514')
    expect((await joao.from('reservas').insert(newReservation(id, { parada_inicio: 2, parada_fim: 1 }))).error?.code).toBe(
      '23514',
    )
    expectReason(await joao.from('reservas').insert(newReservation(id, { parada_fim: 3 })), 'não faz parte desta viagem')
    const mariasAd = 'a0000000-0000-4000-8000-000000000003'
    expectReason(await joao.from('reservas').insert(newReservation(id, { anuncio_id: mariasAd })), 'não é seu')
  })

  it('marking a trip done before its day, or editing it once cancelled, is explained', async () => {
    const id = await offeredByMaria()
    expectReason(await maria.from('viagens').update({ status: 'realizada' }).eq('id', id), 'a partir do dia dela')
    await maria.from('viagens').update({ status: 'cancelada' }).eq('id', id)
    expectReason(await maria.from('viagens').update({ custo_total: 10 }).eq('id', id), 'já foi cancelada')
  })
})
