import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { alterarStatus, criarAnuncio, editarAnuncio, excluirAnuncio } from '@/offline/ad-actions'
import { saveAds } from '@/offline/ads-cache'
import { OfflineDatabase } from '@/offline/db'

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`acoes-${randomUUID()}`)
})
afterEach(() => db.delete())

const maria = { id: 'maria-id', name: 'Maria Souza' }
const dados = {
  titulo: 'Mel silvestre',
  categoria: 'comida',
  preco: 42,
  descricao: null,
  cidade: 'Santa Teresa',
  uf: 'ES',
  contato: '27998761234',
}

describe('ad actions (optimistic, through the outbox)', () => {
  it('publishing shows the ad at once, pending, and queues it with its photos', async () => {
    const foto = new Blob(['x'], { type: 'image/webp' })
    const id = await criarAnuncio(db, maria, dados, [foto])
    expect(await db.anuncios.get(id)).toMatchObject({
      titulo: 'Mel silvestre',
      status: 'ativo',
      pendente: true,
      user_id: 'maria-id',
    })
    const [item] = await db.outbox.toArray()
    expect(item).toMatchObject({ kind: 'criarAnuncio', entity: `anuncio:${id}`, ownerId: 'maria-id', status: 'pending' })
    expect(item.photos).toHaveLength(1)
    expect(item.payload).toEqual({ anuncio: { id, ...dados } })
  })

  it('pausing and editing change the cached ad at once and queue in order', async () => {
    await saveAds(db, [
      { ...dados, id: 'a', imagens: [], user_id: 'maria-id', status: 'ativo', created_at: '2026-01-01T00:00:00Z' },
    ])
    await alterarStatus(db, maria, 'a', 'pausado')
    await editarAnuncio(db, maria, 'a', { preco: 50 })
    expect(await db.anuncios.get('a')).toMatchObject({ status: 'pausado', preco: 50 })
    expect((await db.outbox.toArray()).map((i) => i.kind)).toEqual(['statusAnuncio', 'editarAnuncio'])
  })

  it('deleting takes the photos along on the server; an ad never sent is simply cancelled', async () => {
    await saveAds(db, [
      {
        ...dados,
        id: 'b',
        imagens: ['anuncios/maria-id/b/1.webp'],
        user_id: 'maria-id',
        status: 'ativo',
        created_at: '2026-01-01T00:00:00Z',
      },
    ])
    await excluirAnuncio(db, maria, 'b')
    expect(await db.anuncios.get('b')).toBeUndefined()
    expect((await db.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
      ['excluirAnuncio', { id: 'b', imagens: ['anuncios/maria-id/b/1.webp'] }],
    ])

    const novo = await criarAnuncio(db, maria, dados)
    await alterarStatus(db, maria, novo, 'vendido')
    await excluirAnuncio(db, maria, novo)
    expect(await db.anuncios.get(novo)).toBeUndefined()
    expect((await db.outbox.toArray()).map((i) => i.entity)).toEqual(['anuncio:b'])
  })
})
