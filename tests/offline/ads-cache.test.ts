import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { evictAds, saveAds, searchCachedAds } from '@/offline/ads/cache'
import { OfflineDatabase } from '@/offline/store/database'
import { type CachedAd } from '@/offline/ads/types'
import { cachedAd } from '../support/ad'

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`cache-${randomUUID()}`)
})
afterEach(() => db.delete())

function ad(extra: Partial<CachedAd> = {}): Omit<CachedAd, 'cachedAt'> {
  const { cachedAt: _cachedAt, ...row } = cachedAd(extra)
  return row
}

describe('search over the cached ads (same rules as the server)', () => {
  it('"Perto de mim": only ads within the radius (the server\'s measure), nearest first, or by another order', async () => {
    // 1° of latitude is 111.19 km on the sphere both sides use: 24.9 km north is in, 25.1 km is out.
    const north = (km: number) => -20.3155 + km / 111.195
    await saveAds(db, [
      ad({ id: 'vila-velha', latitude: -20.3297, longitude: -40.2925, preco: 50 }),
      ad({ id: 'serra', latitude: -20.1209, longitude: -40.3075, preco: 10 }),
      ad({ id: 'dentro', latitude: north(24.9), longitude: -40.3128, preco: null }),
      ad({ id: 'fora', latitude: north(25.1), longitude: -40.3128 }),
      ad({ id: 'domingos-martins', latitude: -20.3603, longitude: -40.6594 }),
      ad({ id: 'sem-lugar', latitude: null, longitude: null }),
    ])
    const perto = { latitude: -20.3155, longitude: -40.3128, km: 25 as const }
    expect((await searchCachedAds(db, { perto })).map((a) => a.id)).toEqual(['vila-velha', 'serra', 'dentro'])
    expect((await searchCachedAds(db, { perto, ordem: 'preco' })).map((a) => a.id)).toEqual(['serra', 'vila-velha', 'dentro'])
    expect((await searchCachedAds(db, { perto: { ...perto, km: 50 } })).map((a) => a.id)).toEqual([
      'vila-velha',
      'serra',
      'dentro',
      'fora',
      'domingos-martins',
    ])
    expect((await searchCachedAds(db, { perto: { ...perto, km: 10 } })).map((a) => a.id)).toEqual(['vila-velha'])
  })

  it('"Vendido por", "Só com estoque" and the price compared within each unit, as the server sorts', async () => {
    await saveAds(db, [
      ad({ id: 'kg-8', preco: 8, unidade: 'kg', quantidade_disponivel: 5 }),
      ad({ id: 'maco-3', preco: 3, unidade: 'maco' }),
      ad({ id: 'kg-5-esgotado', preco: 5, unidade: 'kg', quantidade_disponivel: 0 }),
      ad({ id: 'kg-6', preco: 6, unidade: 'kg', quantidade_disponivel: 2 }),
      // Kept before units existed: sold by the unit, no count kept.
      ad({ id: 'antigo-20', preco: 20 }),
    ])
    const ids = async (extra: object) => (await searchCachedAds(db, { ordem: 'preco', ...extra })).map((a) => a.id)
    expect(await ids({})).toEqual(['antigo-20', 'kg-5-esgotado', 'kg-6', 'kg-8', 'maco-3'])
    expect(await ids({ unidade: 'kg' })).toEqual(['kg-5-esgotado', 'kg-6', 'kg-8'])
    expect(await ids({ soComEstoque: true })).toEqual(['antigo-20', 'kg-6', 'kg-8', 'maco-3'])
    expect(await ids({ unidade: 'unidade', soComEstoque: true })).toEqual(['antigo-20'])
  })

  it('"Preço até": at most the price, never "A combinar", combined with the place', async () => {
    await saveAds(db, [
      ad({ id: 'barato', preco: 10, latitude: -20.32, longitude: -40.31 }),
      ad({ id: 'no-limite', preco: 50, latitude: -20.32, longitude: -40.31 }),
      ad({ id: 'caro', preco: 50.01 }),
      ad({ id: 'a-combinar', preco: null }),
    ])
    expect((await searchCachedAds(db, { precoMax: 50, ordem: 'preco' })).map((a) => a.id)).toEqual(['barato', 'no-limite'])
    const perto = { latitude: -20.3155, longitude: -40.3128, km: 10 as const }
    expect((await searchCachedAds(db, { precoMax: 20, perto })).map((a) => a.id)).toEqual(['barato'])
  })

  it('is accent- and case-insensitive, needs every word, and puts título matches first', async () => {
    await saveAds(db, [
      ad({ id: 'desc', titulo: 'Arroz agulhinha', descricao: 'Combina com feijão carioca' }),
      ad({ id: 'titulo', titulo: 'Feijão Carioca novo' }),
      ad({ id: 'outro', titulo: 'Feijão preto' }),
    ])
    expect((await searchCachedAds(db, { termo: 'FEIJAO carioca' })).map((a) => a.id)).toEqual(['titulo', 'desc'])
  })

  it('shows only ativo ads that reached the server, filtered by category', async () => {
    await saveAds(db, [ad({ id: 'a', categoria: 'casa' }), ad({ id: 'b' }), ad({ id: 'c', status: 'pausado' })])
    await db.anuncios.put({ ...ad({ id: 'd' }), pending: true, cachedAt: Date.now() } as CachedAd)
    expect((await searchCachedAds(db, {})).map((a) => a.id).sort()).toEqual(['a', 'b'])
    expect((await searchCachedAds(db, { categoria: 'Casa' })).map((a) => a.id)).toEqual(['a'])
  })

  it('sorts by price with "A combinar" last, or by date, and paginates', async () => {
    await saveAds(db, [ad({ id: 'caro', preco: 90 }), ad({ id: 'sem', preco: null }), ad({ id: 'barato', preco: 5 })])
    expect((await searchCachedAds(db, { ordem: 'preco' })).map((a) => a.id)).toEqual(['barato', 'caro', 'sem'])
    expect((await searchCachedAds(db, { ordem: 'recentes' })).map((a) => a.id)).toEqual(['barato', 'sem', 'caro'])
    expect((await searchCachedAds(db, { ordem: 'recentes', limite: 1, deslocamento: 1 })).map((a) => a.id)).toEqual(['sem'])
  })
})

describe('cache', () => {
  it("the server's row replaces the phone's pending copy of the same ad", async () => {
    await db.anuncios.put({ ...ad({ id: 'x', titulo: 'Doce de leite' }), pending: true, cachedAt: 1 } as CachedAd)
    await saveAds(db, [ad({ id: 'x', titulo: 'Doce de leite', user_name: 'Maria' })])
    expect(await db.anuncios.count()).toBe(1)
    expect(await db.anuncios.get('x')).toMatchObject({ pending: false, user_name: 'Maria' })
  })

  it('evicts the least recently seen, never the own ads, favourites or pending ones', async () => {
    const t = Date.now()
    for (let i = 0; i < 6; i++) await saveAds(db, [ad({ id: `velho-${i}` })], t + i)
    await saveAds(db, [ad({ id: 'meu', user_id: 'eu' })], t - 100)
    await saveAds(db, [ad({ id: 'favorito' })], t - 100)
    await db.anuncios.put({ ...ad({ id: 'pending', user_id: 'eu' }), pending: true, cachedAt: t - 100 } as CachedAd)
    const evicted = await evictAds(db, { ownerId: 'eu', favoritos: ['favorito'], limit: 3 })
    expect(evicted).toBe(3)
    expect((await db.anuncios.toArray()).map((a) => a.id).sort()).toEqual([
      'favorito',
      'meu',
      'pending',
      'velho-3',
      'velho-4',
      'velho-5',
    ])
  })
})

describe('storing what the server sent', () => {
  it('an ad sent again unchanged within the hour is not written again (screens reading the ads are not woken)', async () => {
    const t0 = 1_000_000
    const [a, b] = [ad({ id: 'a', titulo: 'Mel' }), ad({ id: 'b' })]
    await saveAds(db, [a, b], t0)
    const writes: string[] = []
    const record = (_mods: unknown, key: string) => void writes.push(key)
    db.anuncios.hook('updating', record)
    try {
      await saveAds(db, [{ ...a }, { ...b, preco: 99 }], t0 + 60_000)
      expect(writes).toEqual(['b'])
      expect((await db.anuncios.get('a'))!.cachedAt).toBe(t0)
      // An hour on, the same row is stored again: it was seen (eviction keeps what was seen last).
      await saveAds(db, [{ ...a }], t0 + 60 * 60_000)
      expect(writes).toEqual(['b', 'a'])
      expect((await db.anuncios.get('a'))!.cachedAt).toBe(t0 + 60 * 60_000)
    } finally {
      db.anuncios.hook('updating').unsubscribe(record)
    }
  })
})

describe('schema upgrades', () => {
  /** The tables of version 3 but the comments' (whose date index v4 renamed): unchanged since. */
  const V3_TABLES_BUT_COMMENTS = {
    outbox: '++seq, entity, ownerId, status',
    meta: '&key',
    anuncios: '&id, status, categoria, user_id, created_at, cachedAt',
    favoritos: '&[user_id+anuncio_id], user_id, anuncio_id',
  }

  /** The tables of version 6: version 3's, comments, trips, reservations, conversations and orders. */
  const V6_TABLES = {
    ...V3_TABLES_BUT_COMMENTS,
    comentarios: '&id, anuncio_id, created_at',
    viagens: '&id, status, data, user_id, cachedAt',
    reservas: '&id, viagem_id, user_id, status',
    mensagens: '&id, [anuncio_id+comprador_id], created_at',
    pedidos: '&id, anuncio_id, comprador_id, vendedor_id, created_at',
  }

  /** A comment queued by an older version of the app. */
  const QUEUED_COMMENT = {
    kind: 'comentar',
    entity: 'anuncio:a',
    ownerId: 'eu',
    payload: {},
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
  }

  it('a phone on version 1 keeps its queued changes when the app moves to the current version', async () => {
    const { default: Dexie } = await import('dexie')
    const name = `upgrade-${randomUUID()}`
    const old = new Dexie(name)
    old.version(1).stores({ outbox: '++seq, entity, ownerId, status', meta: '&key' })
    await old.table('outbox').add(QUEUED_COMMENT)
    old.close()

    const upgraded = new OfflineDatabase(name)
    expect(await upgraded.outbox.count()).toBe(1)
    await saveAds(upgraded, [ad({ id: 'novo' })])
    expect(await upgraded.anuncios.count()).toBe(1)
    expect(upgraded.verno).toBe(16)
    expect(await upgraded.comentarios.count()).toBe(0)
    await upgraded.delete()
  })

  it('a phone on version 12 keeps its queued changes, each given the payload version it was recorded in', async () => {
    const { default: Dexie } = await import('dexie')
    const name = `upgrade-${randomUUID()}`
    const old = new Dexie(name)
    // Version 12's tables, as the previous build declared them.
    old.version(12).stores({
      ...V6_TABLES,
      denuncias: '&id, anuncio_id, user_id, status',
      perfis: '&id, username',
      notificacoes: '&id, user_id, created_at',
      moderacoes: '&alvo_id, decidida_em',
      chavesPix: '&user_id',
      audios: '&caminho, usadoEm',
      alertas: '&id, user_id',
    })
    // (Copies without a key: Dexie writes the key it gave onto the object it was given.)
    await old.table('outbox').add({ ...QUEUED_COMMENT, seq: undefined })
    await old.table('outbox').add({ ...QUEUED_COMMENT, seq: undefined, kind: 'favoritar', v: 1 })
    old.close()

    const upgraded = new OfflineDatabase(name)
    const items = await upgraded.outbox.orderBy('seq').toArray()
    expect(items.map((item) => [item.kind, item.v])).toEqual([
      ['comentar', 1],
      ['favoritar', 1],
    ])
    expect(items[0]).toMatchObject({ entity: 'anuncio:a', status: 'pending', createdAt: 1 })
    await upgraded.delete()
  })

  it('a phone on version 6 keeps its conversations and gains the tables that came after', async () => {
    const { default: Dexie } = await import('dexie')
    const name = `upgrade-${randomUUID()}`
    const old = new Dexie(name)
    old.version(6).stores(V6_TABLES)
    await old.table('mensagens').put({ id: 'm', anuncio_id: 'a', comprador_id: 'eu', created_at: '2026-11-01T10:00:00Z' })
    await old.table('outbox').add(QUEUED_COMMENT)
    old.close()

    const upgraded = new OfflineDatabase(name)
    expect(await upgraded.mensagens.where('[anuncio_id+comprador_id]').equals(['a', 'eu']).count()).toBe(1)
    expect(await upgraded.outbox.count()).toBe(1)
    expect(await upgraded.notificacoes.where('user_id').equals('eu').count()).toBe(0)
    expect(await upgraded.perfis.where('username').equals('x').count()).toBe(0)
    expect(await upgraded.moderacoes.orderBy('decidida_em').count()).toBe(0)
    expect(await upgraded.chavesPix.count()).toBe(0)
    expect(await upgraded.audios.orderBy('usadoEm').count()).toBe(0)
    expect(await upgraded.alertas.where('user_id').equals('ninguem').count()).toBe(0)
    expect(await upgraded.pontos.where('user_id').equals('ninguem').count()).toBe(0)
    expect(await upgraded.bloqueios.where('user_id').equals('ninguem').count()).toBe(0)
    expect(upgraded.verno).toBe(16)
    await upgraded.delete()
  })

  it('a phone on version 3 keeps what it queued and cached under the old names, renamed (docs/glossary.md)', async () => {
    const { default: Dexie } = await import('dexie')
    const name = `upgrade-${randomUUID()}`
    const old = new Dexie(name)
    old.version(3).stores({ ...V3_TABLES_BUT_COMMENTS, comentarios: '&id, anuncio_id, criado_em' })
    const queued = { entity: 'anuncio:a', ownerId: 'eu', status: 'pending', attempts: 0, nextAttemptAt: 0, createdAt: 1 }
    await old.table('outbox').bulkAdd([
      { ...queued, kind: 'criarAnuncio', payload: { anuncio: { id: 'a' } } },
      { ...queued, kind: 'statusAnuncio', payload: { id: 'a', status: 'vendido' } },
      { ...queued, kind: 'comentar', payload: {} },
    ])
    const photo = new Blob(['foto'], { type: 'image/webp' })
    const { pending: _p, localPhotos: _l, ...row } = ad({ id: 'a' })
    await old.table('anuncios').put({ ...row, pendente: true, fotosLocais: { 'anuncios/eu/a/1.webp': photo }, cachedAt: 1 })
    await old.table('comentarios').put({ id: 'c', anuncio_id: 'a', criado_em: '2026-11-01T10:00:00Z', pendente: true })
    await old.table('favoritos').put({ user_id: 'eu', anuncio_id: 'a', created_at: '2026-11-01T10:00:00Z', pendente: true })
    old.close()

    const upgraded = new OfflineDatabase(name)
    expect((await upgraded.outbox.orderBy('seq').toArray()).map((item) => item.kind)).toEqual([
      'publicarAnuncio',
      'alterarStatusDoAnuncio',
      'comentar',
    ])
    const cached = await upgraded.anuncios.get('a')
    expect(cached).toMatchObject({ pending: true })
    expect(Object.keys(cached!.localPhotos!)).toEqual(['anuncios/eu/a/1.webp'])
    expect(cached).not.toHaveProperty('pendente')
    expect(await upgraded.comentarios.where('created_at').above('2026-01-01').toArray()).toEqual([
      { id: 'c', anuncio_id: 'a', created_at: '2026-11-01T10:00:00Z', pending: true },
    ])
    expect(await upgraded.favoritos.get(['eu', 'a'])).toMatchObject({ pending: true })
    await upgraded.delete()
  })
})
