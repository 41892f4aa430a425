import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { saveAds } from '@/offline/ads/cache'
import { PUBLIC_ADS_PULLED } from '@/offline/ads/pull'
import { freeSavedCopies } from '@/offline/saved-copies'
import { OfflineDatabase } from '@/offline/store/database'
import type { CachedAd } from '@/offline/ads/types'
import { cachedAd } from '../support/ad'

// "Liberar espaço" in /configuracoes: other people's ads kept for browsing go; what is the
// person's (their ads, favourites, the ads of their conversations), anything pending and the
// outbox stay.

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`free-${randomUUID()}`)
})
afterEach(() => db.delete())

const row = (extra: Partial<CachedAd>) => {
  const { cachedAt: _cachedAt, ...ad } = cachedAd(extra)
  return ad
}

describe('freeing the saved copies', () => {
  it("forgets only other people's ads, and the next visit online pulls the list again", async () => {
    await saveAds(db, [
      row({ id: 'meu', user_id: 'maria' }),
      row({ id: 'favorito', user_id: 'joao' }),
      row({ id: 'da-conversa', user_id: 'joao' }),
      row({ id: 'outro-1', user_id: 'joao' }),
      row({ id: 'outro-2', user_id: 'ana' }),
    ])
    await db.anuncios.put({ ...cachedAd({ id: 'pendente', user_id: 'ana' }), pending: true })
    await db.favoritos.put({ user_id: 'maria', anuncio_id: 'favorito', created_at: '2026-11-20T10:00:00Z', pending: false })
    await db.mensagens.put({
      id: 'm1',
      anuncio_id: 'da-conversa',
      comprador_id: 'maria',
      vendedor_id: 'joao',
      remetente_id: 'maria',
      remetente_nome: 'Maria Souza',
      texto: 'Ainda tem?',
      pedido_id: null,
      lida_em: null,
      created_at: '2026-11-20T10:00:00Z',
    })
    await db.outbox.add({
      kind: 'excluirAnuncio',
      entity: 'anuncio:meu',
      ownerId: 'maria',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      payload: { id: 'meu' },
    } as never)
    await db.meta.put({ key: PUBLIC_ADS_PULLED, value: Date.now() })

    expect(await freeSavedCopies('maria', db)).toBe(2)
    expect((await db.anuncios.toCollection().primaryKeys()).sort()).toEqual(['da-conversa', 'favorito', 'meu', 'pendente'])
    expect(await db.outbox.count()).toBe(1)
    expect(await db.meta.get(PUBLIC_ADS_PULLED)).toBeUndefined()
  })

  it('for a visitor, keeps only what is pending', async () => {
    await saveAds(db, [row({ id: 'a' }), row({ id: 'b' })])
    expect(await freeSavedCopies(null, db)).toBe(2)
    expect(await db.anuncios.count()).toBe(0)
  })
})
