import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAlerta, excluirAlerta, pausarAlerta } from '../../src/offline/alerts/actions'
import { pullAlerts } from '../../src/offline/alerts/pull'
import { discard } from '../../src/offline/registry'
import { TOO_MANY_ALERTS, type SearchAlertInput } from '../../src/lib/rules/search-alert'
import { startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// Search alerts through the offline layer against the local server: made, paused and deleted with
// no signal, each reaches the server once and in order; the limit the phone could not see comes
// back as the database's pt-BR refusal, and dropping it leaves nothing behind.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const answerLost = {
  when: (url: string, method: string) => url.includes('/rest/v1/alertas_busca') && method !== 'GET',
  fault: 'drop-after' as const,
}

const queijo: SearchAlertInput = {
  termo: ' queijo minas ',
  categoria: 'comida',
  lugar: { lugar: 'Vitória, ES', latitude: -20.32, longitude: -40.31, km: 50 },
  preco_max: 50,
}

async function serverAlerts(userId: string) {
  const { data } = await backend
    .service()
    .from('alertas_busca')
    .select('id, termo, categoria, lugar, latitude, longitude, km, preco_max, pausado')
    .eq('user_id', userId)
  return data ?? []
}

describe('search alerts on the phone', () => {
  let person: Phone
  beforeAll(async () => {
    person = await phone(backend)
  })

  it('an alert made with no signal (its answer lost once) reaches the server once, as typed', async () => {
    person.plan.faults.push(...offline(), answerLost)
    const made = await criarAlerta(person.db, person.userId, queijo)
    expect(made.state).toBe('created')
    expect(await person.db.alertas.get(made.id)).toMatchObject({ termo: 'queijo minas', km: 50, pausado: false })
    await person.drain()
    expect(await serverAlerts(person.userId)).toEqual([
      {
        id: made.id,
        termo: 'queijo minas',
        categoria: 'comida',
        lugar: 'Vitória, ES',
        latitude: -20.32,
        longitude: -40.31,
        km: 50,
        preco_max: 50,
        pausado: false,
      },
    ])
    // The same search again (other spacing, accents and case) is the alert already kept.
    expect(await criarAlerta(person.db, person.userId, { ...queijo, termo: 'QUEIJO  Minas' })).toEqual({
      state: 'exists',
      id: made.id,
    })
    expect(await person.db.outbox.count()).toBe(0)
  })

  it('paused, resumed and deleted offline: sent in that order, and a refresh meanwhile keeps the phone’s state', async () => {
    const [alert] = await serverAlerts(person.userId)
    await pausarAlerta(person.db, person.userId, alert.id, true)
    await pullAlerts(person.supabase, person.db, person.userId)
    expect((await person.db.alertas.get(alert.id))?.pausado).toBe(true)
    person.plan.faults.push(...offline(2))
    await person.drain()
    expect((await serverAlerts(person.userId))[0].pausado).toBe(true)

    await pausarAlerta(person.db, person.userId, alert.id, false)
    await excluirAlerta(person.db, person.userId, alert.id)
    await pullAlerts(person.supabase, person.db, person.userId)
    expect(await person.db.alertas.get(alert.id)).toBeUndefined()
    expect((await person.db.outbox.toArray()).map((item) => item.kind)).toEqual(['pausarAlerta', 'excluirAlerta'])
    person.plan.faults.push(answerLost)
    await person.drain()
    expect(await serverAlerts(person.userId)).toEqual([])
  })

  it('the 11th alert: refused on the phone when it knows, by the database when it does not', async () => {
    const account = await backend.newUser()
    const other = await phone(backend, account)
    for (let i = 1; i <= 10; i++) await criarAlerta(other.db, other.userId, { ...queijo, termo: `muda ${i}` })
    await expect(criarAlerta(other.db, other.userId, { ...queijo, termo: 'muda 11' })).rejects.toThrow(TOO_MANY_ALERTS)
    await other.drain()
    expect(await serverAlerts(other.userId)).toHaveLength(10)

    // A second phone of the same person never saw the ten.
    const second = await phone(backend, account)
    const late = await criarAlerta(second.db, second.userId, { ...queijo, termo: 'muda 11' })
    await second.sync()
    const [refused] = await second.db.outbox.toArray()
    expect(refused).toMatchObject({ kind: 'criarAlerta', status: 'failed', error: TOO_MANY_ALERTS })
    // Dropping the refused creation drops the alert from that phone; the server never had it.
    await discard(second.db, refused.seq!)
    expect(await second.db.alertas.get(late.id)).toBeUndefined()
    expect(await second.db.outbox.count()).toBe(0)
    await pullAlerts(second.supabase, second.db, second.userId)
    expect(await second.db.alertas.count()).toBe(10)
  })

  it('an alert that is not one is refused before it is kept', async () => {
    await expect(
      criarAlerta(person.db, person.userId, { termo: '  ', categoria: null, lugar: null, preco_max: null }),
    ).rejects.toThrow('Busque uma palavra, escolha uma categoria, um lugar ou um preço para criar um alerta.')
    expect(await person.db.outbox.count()).toBe(0)
  })
})
