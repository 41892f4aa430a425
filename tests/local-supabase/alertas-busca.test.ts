import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database as Schema } from '../../src/lib/database.types'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Alertas de busca (issue 54), against the database: who may read and change an alert, and which
// new public ad tells which alert — the searches' own rules, once, never to the seller, and an
// hour's burst folded into one notification.

type Client = SupabaseClient<Schema>
type Person = Awaited<ReturnType<TestBackend['newUser']>>

let backend: TestBackend
let buyer: Person
let seller: Person
let other: Person
let admin: Client
const VITORIA = { latitude: -20.3155, longitude: -40.3128 }
const kmNorth = (km: number) => VITORIA.latitude + km / 111.32

function newAlert(extra: Record<string, unknown> = {}) {
  return { id: randomUUID(), termo: 'queijo', ...extra }
}

async function publish(extra: Record<string, unknown>, as: Client = seller.client) {
  const ad = newAd({ titulo: 'Queijo minas curado', categoria: 'comida', preco: 45, cidade: 'Vitória', ...extra })
  const { error } = await as.from('anuncios').insert(ad)
  expect(error).toBeNull()
  return ad.id as string
}

async function runMatching() {
  await backend.db.query('select interno.casar_alertas()')
}

async function alertNotifications(person: Person) {
  const { rows } = await backend.db.query<{ titulo: string; texto: string; url: string; quantidade: number; anuncio_id: string }>(
    `select titulo, texto, url, quantidade, anuncio_id from public.notificacoes
     where user_id = $1 and tipo = 'alerta_busca' order by created_at, titulo`,
    [person.id],
  )
  return rows
}

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  seller = await backend.newUser()
  other = await backend.newUser()
})
afterAll(() => backend.stop())

beforeEach(async () => {
  // Each test starts with a buyer of its own and an empty queue.
  buyer = await backend.newUser()
  await runMatching()
})

describe('who may read and change an alert', () => {
  it('its owner creates, reads, pauses and deletes it; nobody else reads or changes it', async () => {
    const alert = newAlert({ categoria: 'comida', preco_max: 50 })
    expect((await buyer.client.from('alertas_busca').insert(alert)).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').select('id, termo, pausado')).data).toEqual([
      { id: alert.id, termo: 'queijo', pausado: false },
    ])
    for (const as of [other.client, admin]) {
      expect((await as.from('alertas_busca').select('id').eq('id', alert.id)).data).toEqual([])
      expect((await as.from('alertas_busca').update({ pausado: true }).eq('id', alert.id).select()).data).toEqual([])
      expect((await as.from('alertas_busca').delete().eq('id', alert.id).select()).data).toEqual([])
    }
    expect((await backend.anon().from('alertas_busca').select('id')).error?.code).toBe('42501')
    expect((await backend.anon().from('alertas_busca').insert(newAlert())).error?.code).toBe('42501')
    expect((await other.client.from('alertas_busca').insert(newAlert({ user_id: buyer.id }))).error?.code).toBe('42501')

    expect((await buyer.client.from('alertas_busca').update({ pausado: true }).eq('id', alert.id)).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').update({ termo: 'mel' }).eq('id', alert.id)).error?.code).toBe('42501')
    expect((await buyer.client.from('alertas_busca').delete().eq('id', alert.id).select('id')).data).toEqual([{ id: alert.id }])
  })

  it('an inactive account cannot create one', async () => {
    const inactive = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    expect((await inactive.client.from('alertas_busca').insert(newAlert())).error?.code).toBe('42501')
  })

  it('the same search twice is one alert; at most 10 a person, with the reason in pt-BR', async () => {
    expect((await buyer.client.from('alertas_busca').insert(newAlert({ termo: 'Queijo ' }))).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').insert(newAlert({ termo: 'queijo' }))).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').select('id')).data).toHaveLength(1)
    for (let i = 2; i <= 10; i++) {
      expect((await buyer.client.from('alertas_busca').insert(newAlert({ termo: `queijo ${i}` }))).error).toBeNull()
    }
    const eleventh = await buyer.client.from('alertas_busca').insert(newAlert({ termo: 'mel' }))
    expect(eleventh.error).toMatchObject({ code: '23514', message: 'Você já tem 10 alertas. Exclua um para criar outro.' })
  })

  it('refuses a search with nothing in it, a place without a radius and a radius the lists do not offer', async () => {
    const refused = async (alert: Record<string, unknown>) =>
      (await buyer.client.from('alertas_busca').insert(newAlert(alert))).error?.code
    expect(await refused({ termo: '  ' })).toBe('23514')
    expect(await refused({ lugar: 'Vitória, ES', ...VITORIA })).toBe('23514')
    expect(await refused({ lugar: 'Vitória, ES', ...VITORIA, km: 30 })).toBe('23514')
  })
})

describe('which new ad tells which alert', () => {
  it('words without regard to accents or case, the category, the price and the radius, as the searches read them', async () => {
    const alerts = {
      text: newAlert({ termo: 'QUEIJÔ Minas' }),
      accents: newAlert({ termo: 'pão' }),
      category: newAlert({ termo: null, categoria: 'agricultura' }),
      price: newAlert({ preco_max: 40 }),
      radius: newAlert({ lugar: 'Vitória, ES', ...VITORIA, km: 10 }),
    }
    for (const alert of Object.values(alerts)) expect((await buyer.client.from('alertas_busca').insert(alert)).error).toBeNull()
    const near = await publish({ titulo: 'Queijo minas perto', latitude: kmNorth(9.9), longitude: VITORIA.longitude })
    const far = await publish({ titulo: 'Queijo minas longe', latitude: kmNorth(10.1), longitude: VITORIA.longitude, preco: 39 })
    // Inside the radius's box, but 13 km away across its corner.
    const corner = await publish({
      titulo: 'Queijo minas no canto',
      latitude: kmNorth(9.5),
      longitude: VITORIA.longitude + 9.5 / (111.32 * Math.cos((VITORIA.latitude * Math.PI) / 180)),
    })
    const bread = await publish({ titulo: 'Pao caseiro de fermentação natural', categoria: 'comida', preco: null })
    const seedlings = await publish({ titulo: 'Muda de café', categoria: 'agricultura' })
    await runMatching()

    const told = (await alertNotifications(buyer)).map((n) => n.anuncio_id)
    // text: near, far (both "queijo minas"); accents: bread; category: seedlings; price: far (39);
    // radius: near only (far is 10.1 km away, corner 13 km); corner: text only.
    expect(told.filter((id) => id === near)).toHaveLength(2)
    expect(told.filter((id) => id === far)).toHaveLength(2)
    expect(told.filter((id) => id === corner)).toHaveLength(1)
    expect(told.filter((id) => id === bread)).toHaveLength(1)
    expect(told.filter((id) => id === seedlings)).toHaveLength(1)
    expect(told).toHaveLength(7)
  })

  it('says which ad, for which alert, and opens it', async () => {
    expect((await buyer.client.from('alertas_busca').insert(newAlert())).error).toBeNull()
    const id = await publish({})
    await runMatching()
    expect(await alertNotifications(buyer)).toEqual([
      {
        titulo: 'Novo anúncio para o seu alerta “queijo”',
        texto: 'Queijo minas curado — R$ 45,00 em Vitória, ES',
        url: `/product/${id}`,
        quantidade: 1,
        anuncio_id: id,
      },
    ])
  })

  it('never tells the seller of their own ad, a paused alert, or of an ad hidden, paused or expired before its turn', async () => {
    expect((await seller.client.from('alertas_busca').insert(newAlert())).error).toBeNull()
    const paused = newAlert({ termo: 'minas' })
    expect((await buyer.client.from('alertas_busca').insert(paused)).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').update({ pausado: true }).eq('id', paused.id)).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').insert(newAlert({ termo: 'curado' }))).error).toBeNull()

    const hidden = await publish({})
    await backend.db.query(`update public.anuncios set status = 'oculto', ocultado_motivo = 'Golpe' where id = $1`, [hidden])
    const pausedAd = await publish({})
    expect((await seller.client.from('anuncios').update({ status: 'pausado' }).eq('id', pausedAd)).error).toBeNull()
    const expired = await publish({})
    await backend.db.query(`update public.anuncios set expira_em = now() - interval '1 minute' where id = $1`, [expired])
    await runMatching()
    expect(await alertNotifications(buyer)).toEqual([])
    expect(await alertNotifications(seller)).toEqual([])
  })

  it('tells an alert of an ad once, even when the ad is renewed or reactivated', async () => {
    expect((await buyer.client.from('alertas_busca').insert(newAlert())).error).toBeNull()
    const id = await publish({})
    await runMatching()
    expect((await seller.client.from('anuncios').update({ status: 'pausado' }).eq('id', id)).error).toBeNull()
    expect((await seller.client.from('anuncios').update({ status: 'ativo' }).eq('id', id)).error).toBeNull()
    expect((await seller.client.rpc('renovar_anuncio', { anuncio: id })).error).toBeNull()
    await runMatching()
    expect(await alertNotifications(buyer)).toHaveLength(1)
  })

  it('past 3 in an hour, the matches of an alert fold into one notification', async () => {
    expect((await buyer.client.from('alertas_busca').insert(newAlert())).error).toBeNull()
    for (let i = 1; i <= 6; i++) await publish({ titulo: `Queijo número ${i}` })
    await runMatching()
    const notes = await alertNotifications(buyer)
    expect(notes).toHaveLength(4)
    expect(notes.filter((n) => n.quantidade === 1 && n.url.startsWith('/product/'))).toHaveLength(3)
    expect(notes.find((n) => n.url === '/alertas')).toMatchObject({
      titulo: '3 novos anúncios para o seu alerta “queijo”',
      quantidade: 3,
    })
  })

  it('deleting the alert stops it', async () => {
    const alert = newAlert()
    expect((await buyer.client.from('alertas_busca').insert(alert)).error).toBeNull()
    expect((await buyer.client.from('alertas_busca').delete().eq('id', alert.id)).error).toBeNull()
    await publish({})
    await runMatching()
    expect(await alertNotifications(buyer)).toEqual([])
  })
})
