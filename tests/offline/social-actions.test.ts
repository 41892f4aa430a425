import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publicarAnuncio } from '@/offline/ads/actions'
import { OfflineDatabase } from '@/offline/store/database'
import { sendable } from '@/offline/engine/outbox'
import { comentar, desfavoritar, favoritar } from '@/offline/social/actions'
import { adComments } from '@/offline/ads/queries'

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`social-${randomUUID()}`)
})
afterEach(() => db.delete())

const maria = { id: 'maria-id', name: 'Maria Souza' }

describe('comments and favourites (optimistic, through the outbox)', () => {
  it('a new comment shows at once, first, pending, trimmed', async () => {
    await db.comentarios.put({
      id: 'velho',
      anuncio_id: 'a',
      user_id: 'x',
      user_name: 'João',
      rating: 4,
      comentario: 'Bom',
      created_at: '2026-01-01T00:00:00Z',
    })
    const id = await comentar(db, maria, 'a', { rating: 5, comentario: '  Ótimo mel!  ' })
    const lista = await adComments(db, 'a')
    expect(lista.map((c) => [c.id, c.comentario, c.pending ?? false])).toEqual([
      [id, 'Ótimo mel!', true],
      ['velho', 'Bom', false],
    ])
    expect((await db.outbox.toArray()).map((i) => [i.kind, i.entity])).toEqual([['comentar', 'anuncio:a']])
  })

  it('a comment on an ad still queued waits for the ad', async () => {
    const ad = await publicarAnuncio(db, maria, {
      titulo: 'Queijo',
      categoria: 'comida',
      preco: null,
      descricao: null,
      cidade: 'Serra',
      uf: 'ES',
      contato: '27998761234',
    })
    await comentar(db, { id: 'joao-id', name: 'João' }, ad, { rating: 5, comentario: 'Quero!' })
    expect((await sendable(db, 'maria-id')).map((i) => i.kind)).toEqual(['publicarAnuncio'])
  })

  it('favouriting and unfavouriting change the list at once and queue in order', async () => {
    await favoritar(db, 'maria-id', 'a')
    expect(await db.favoritos.where('user_id').equals('maria-id').count()).toBe(1)
    await desfavoritar(db, 'maria-id', 'a')
    expect(await db.favoritos.count()).toBe(0)
    expect((await db.outbox.toArray()).map((i) => i.kind)).toEqual(['favoritar', 'desfavoritar'])
  })
})
