import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { alterarStatusDoAnuncio, publicarAnuncio, editarAnuncio, excluirAnuncio } from '@/offline/ads/actions'
import { saveAds } from '@/offline/ads/cache'
import { OfflineDatabase } from '@/offline/store/database'
import { retry } from '@/offline/engine/outbox'
import { discard } from '@/offline/registry'

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
    const id = await publicarAnuncio(db, maria, dados, [foto])
    expect(await db.anuncios.get(id)).toMatchObject({
      titulo: 'Mel silvestre',
      status: 'ativo',
      pending: true,
      user_id: 'maria-id',
    })
    const [item] = await db.outbox.toArray()
    expect(item).toMatchObject({ kind: 'publicarAnuncio', entity: `anuncio:${id}`, ownerId: 'maria-id', status: 'pending' })
    expect(item.photos).toHaveLength(1)
    expect(item.payload).toEqual({
      anuncio: { id, ...dados },
      imagens: [expect.stringMatching(/^anuncios\/maria-id\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/)],
    })
    // The cached ad shows the photo from the phone under the path it will have on the server.
    expect(Object.keys((await db.anuncios.get(id))!.localPhotos!)).toEqual(
      item.kind === 'publicarAnuncio' ? item.payload.imagens : [],
    )
  })

  it('pausing and editing change the cached ad at once and queue in order', async () => {
    await saveAds(db, [
      { ...dados, id: 'a', imagens: [], user_id: 'maria-id', status: 'ativo', created_at: '2026-01-01T00:00:00Z' },
    ])
    await alterarStatusDoAnuncio(db, maria, 'a', 'pausado')
    await editarAnuncio(db, maria, 'a', { preco: 50 })
    expect(await db.anuncios.get('a')).toMatchObject({ status: 'pausado', preco: 50 })
    expect((await db.outbox.toArray()).map((i) => i.kind)).toEqual(['alterarStatusDoAnuncio', 'editarAnuncio'])
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
      ['excluirAnuncio', { id: 'b', imagens: ['anuncios/maria-id/b/1.webp'], audio_caminho: null }],
    ])

    const novo = await publicarAnuncio(db, maria, dados)
    await alterarStatusDoAnuncio(db, maria, novo, 'vendido')
    await excluirAnuncio(db, maria, novo)
    expect(await db.anuncios.get(novo)).toBeUndefined()
    expect((await db.outbox.toArray()).map((i) => i.entity)).toEqual(['anuncio:b'])
  })

  it('editing the photos keeps the chosen order, gives new photos their own path and lists the removed', async () => {
    const stored = ['anuncios/maria-id/c/1.webp', 'anuncios/maria-id/c/2.webp']
    await saveAds(db, [
      { ...dados, id: 'c', imagens: stored, user_id: 'maria-id', status: 'ativo', created_at: '2026-01-01T00:00:00Z' },
    ])
    const nova = new Blob(['nova'], { type: 'image/webp' })
    await editarAnuncio(db, maria, 'c', { titulo: 'Mel de laranjeira' }, [{ blob: nova }, { path: stored[1] }])

    const ad = (await db.anuncios.get('c'))!
    expect(ad.titulo).toBe('Mel de laranjeira')
    expect(ad.imagens).toHaveLength(2)
    expect(ad.imagens[0]).toMatch(/^anuncios\/maria-id\/c\/[0-9a-f-]{36}\.webp$/)
    expect(ad.imagens[1]).toBe(stored[1])
    expect(Object.keys(ad.localPhotos ?? {})).toEqual([ad.imagens[0]])
    const [item] = await db.outbox.toArray()
    expect(item.payload).toMatchObject({ imagens: ad.imagens, novas: [ad.imagens[0]], removidas: [stored[0]] })
    expect(item.photos).toHaveLength(1)
  })

  it('a refresh from the server does not undo a change still queued', async () => {
    const row = {
      ...dados,
      id: 'd',
      imagens: [],
      user_id: 'maria-id',
      status: 'ativo' as const,
      created_at: '2026-01-01T00:00:00Z',
    }
    await saveAds(db, [row])
    await alterarStatusDoAnuncio(db, maria, 'd', 'pausado')
    await saveAds(db, [row])
    expect((await db.anuncios.get('d'))!.status).toBe('pausado')
    await db.outbox.clear()
    await saveAds(db, [row])
    expect((await db.anuncios.get('d'))!.status).toBe('ativo')
  })

  it('discarding a refused publication removes the ad and whatever was queued for it', async () => {
    const id = await publicarAnuncio(db, maria, dados, [new Blob(['x'])])
    await alterarStatusDoAnuncio(db, maria, id, 'pausado')
    const [criacao] = await db.outbox.toArray()
    await db.outbox.update(criacao.seq!, { status: 'failed', error: 'O servidor recusou esta alteração.' })
    await retry(db, criacao.seq!)
    expect((await db.outbox.get(criacao.seq!))!.status).toBe('pending')
    await discard(db, criacao.seq!)
    expect(await db.anuncios.get(id)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })
})
