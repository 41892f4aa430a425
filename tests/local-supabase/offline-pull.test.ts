import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { faultyFetch, type FaultPlan } from '../../local-supabase/testing/faulty-fetch'
import { searchCachedAds } from '../../src/offline/ads/cache'
import { OfflineDatabase } from '../../src/offline/store/database'
import { type CachedAd } from '../../src/offline/ads/types'
import { createSender } from '../../src/offline/registry'
import { browserLock, runSync } from '../../src/offline/engine/sync-engine'
import { comentar, favoritar } from '../../src/offline/social/actions'
import { adComments } from '../../src/offline/ads/queries'
import { pullAd, pullComments, pullMissingAds, pullPublicAds, searchServer } from '../../src/offline/ads/pull'
import { pullPersonChanges } from '../../src/offline/person-changes'
import { DEMO, startTestBackend, type TestBackend } from './helpers'

// Filling the phone's cache from the (local) server, then browsing it with no connection.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const newDb = () => new OfflineDatabase(`pull-${randomUUID()}`)

describe('pull', () => {
  it('public ads fill the cache; afterwards search works with no connection', async () => {
    const db = newDb()
    const publicas = (await backend.anon().from('anuncios').select('id', { count: 'exact', head: true }).eq('status', 'ativo'))
      .count
    expect(await pullPublicAds(backend.anon(), db)).toEqual({ ok: true, count: publicas })
    expect((await searchCachedAds(db, { termo: 'feijao' })).map((a) => a.titulo)).toContain('Feijão carioca novo, saca de 30 kg')
    expect(await db.meta.get('pull:publicos')).toBeTruthy()
    await db.delete()
  })

  it("the person's own ads come in every status, and ones deleted elsewhere leave the cache", async () => {
    const db = newDb()
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    await pullPersonChanges(maria, db, DEMO.maria.id)
    const statuses = new Set((await db.anuncios.where('user_id').equals(DEMO.maria.id).toArray()).map((a) => a.status))
    expect(statuses).toEqual(new Set(['ativo', 'pausado', 'vendido', 'expirado']))

    const id = randomUUID()
    await maria
      .from('anuncios')
      .insert({ id, titulo: 'Mel de laranjeira', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27998761234' })
    await pullPersonChanges(maria, db, DEMO.maria.id)
    expect(await db.anuncios.get(id)).toBeTruthy()
    const pending = { ...(await db.anuncios.get(id))!, id: randomUUID(), pending: true } as CachedAd
    await db.anuncios.put(pending)

    await maria.from('anuncios').delete().eq('id', id)
    await pullPersonChanges(maria, db, DEMO.maria.id)
    expect(await db.anuncios.get(id)).toBeUndefined()
    expect(await db.anuncios.get(pending.id)).toBeTruthy()
    await db.delete()
  })

  it('one ad: refreshed, or removed from the cache when the server no longer shows it', async () => {
    const db = newDb()
    const id = 'a0000000-0000-4000-8000-000000000003'
    await pullAd(backend.anon(), db, id)
    expect((await db.anuncios.get(id))?.titulo).toBe('Café especial torrado em grão 500 g')
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    await maria.from('anuncios').update({ status: 'pausado' }).eq('id', id)
    expect(await pullAd(backend.anon(), db, id)).toEqual({ ok: true, count: 0 })
    expect(await db.anuncios.get(id)).toBeUndefined()
    await db.delete()
  })

  it('favourites not on the phone yet are fetched, and only those', async () => {
    const db = newDb()
    const ids = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002']
    await pullAd(backend.anon(), db, ids[0])
    const requests: string[] = []
    const anon = createClient(backend.url, backend.anonKey, {
      realtime: { transport: WebSocket as never },
      global: { fetch: (input, init) => (requests.push(String(input)), fetch(input, init)) },
    })
    expect(await pullMissingAds(anon, db, ids)).toEqual({ ok: true, count: 1 })
    expect(requests).toHaveLength(1)
    expect(decodeURIComponent(requests[0])).toContain(`id=in.(${ids[1]})`)
    expect((await db.anuncios.bulkGet(ids)).every(Boolean)).toBe(true)
    expect(await pullMissingAds(anon, db, ids)).toEqual({ ok: true, count: 0 })
    expect(requests).toHaveLength(1)
    await db.delete()
  })

  it("the server's search keeps the page's rows on the phone and answers their ids in its order", async () => {
    const db = newDb()
    const ids = await searchServer(backend.anon(), db, { termo: 'feijao', ordem: 'relevancia', limite: 5, deslocamento: 0 })
    expect(ids!.length).toBeGreaterThan(0)
    const rows = await db.anuncios.bulkGet(ids!)
    expect(rows.map((r) => r!.titulo).every((t) => /feij[aã]o/i.test(t))).toBe(true)
    expect(rows[0]).not.toHaveProperty('texto_busca')
    await db.delete()
  })

  it('a failed request leaves the cache as it was', async () => {
    const db = newDb()
    await pullPublicAds(backend.anon(), db)
    const before = await db.anuncios.toArray()
    // No connection at all (postgrest-js would otherwise retry a GET three times first).
    const plan: FaultPlan = {
      faults: Array.from({ length: 5 }, () => ({ when: () => true, fault: 'drop-before' as const })),
      requests: 0,
    }
    const offline = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
      db: { retry: false },
      global: { fetch: faultyFetch(plan) },
    })
    expect(await pullPublicAds(offline, db)).toEqual({ ok: false })
    expect(await db.anuncios.toArray()).toEqual(before)
    await db.delete()
  })

  it('a comment and a favourite made offline reach the server once; pulls replace the pending copies', async () => {
    const db = newDb()
    const joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
    const anuncio = 'a0000000-0000-4000-8000-000000000005'
    const id = await comentar(db, { id: DEMO.joao.id, name: 'João Pereira' }, anuncio, { rating: 4, comentario: 'Mel muito bom' })
    await favoritar(db, DEMO.joao.id, anuncio)
    const sync = () =>
      runSync({
        db,
        currentUser: async () => DEMO.joao.id,
        refreshSession: async () => true,
        send: createSender(joao),
        withLock: browserLock(`t-${randomUUID()}`),
      })
    expect(await sync()).toMatchObject({ sent: 2, rejected: 0 })
    expect(await sync()).toMatchObject({ sent: 0 })

    await pullComments(backend.anon(), db, anuncio)
    const comentario = (await adComments(db, anuncio)).find((c) => c.id === id)
    expect(comentario).toMatchObject({ pending: false, user_name: 'João Pereira', rating: 4 })
    await pullPersonChanges(joao, db, DEMO.joao.id)
    expect(await db.favoritos.get([DEMO.joao.id, anuncio])).toMatchObject({ pending: false })
    const { rows } = await backend.db.query<{ c: number; f: number }>(
      `select (select count(*) from comentarios where id = $1)::int as c, (select count(*) from favoritos where user_id = $2 and anuncio_id = $3)::int as f`,
      [id, DEMO.joao.id, anuncio],
    )
    expect(rows[0]).toEqual({ c: 1, f: 1 })
    await db.delete()
  })
})
