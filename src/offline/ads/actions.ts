import type { Author } from '@/lib/session'
import type { CachedAd } from './types'
import type { OfflineDatabase } from '../store/database'
import { dropEntity, enqueue, type Forgetters } from '../engine/outbox'
import { newPhotoPath } from './photo-paths'

// What the screens call to change ads. Each change shows at once in the cache (marked pending
// where it is new) and is recorded in the outbox; the sync engine sends it — online right away,
// offline when the connection returns. Screens never call Supabase for these.

export type { Author }

export type NovoAnuncio = Pick<CachedAd, 'titulo' | 'categoria' | 'preco' | 'descricao' | 'cidade' | 'uf' | 'contato'> &
  Partial<Pick<CachedAd, 'endereco' | 'cep' | 'email'>>

/** A photo of an ad being edited: one already stored (its path) or a new one (compressed Blob). */
export type FotoDoAnuncio = { path: string } | { blob: Blob }

/** Publishes an ad with its (already compressed) photos; answers its id, made on the phone. */
export async function publicarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  dados: NovoAnuncio,
  fotos: Blob[] = [],
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const paths = fotos.map(() => newPhotoPath(autor.id, id))
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.put({
      ...dados,
      id,
      imagens: paths,
      localPhotos: Object.fromEntries(paths.map((path, index) => [path, fotos[index]])),
      user_id: autor.id,
      user_name: autor.name,
      status: 'ativo',
      created_at: new Date(now).toISOString(),
      pending: true,
      cachedAt: now,
    })
    await enqueue(
      db,
      {
        kind: 'publicarAnuncio',
        entity: `anuncio:${id}`,
        ownerId: autor.id,
        payload: { anuncio: { id, ...dados }, imagens: paths },
        photos: fotos,
      },
      now,
    )
  })
  return id
}

export async function alterarStatusDoAnuncio(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  status: CachedAd['status'],
): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, { status })
    await enqueue(db, { kind: 'alterarStatusDoAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, status } })
  })
}

/**
 * Saves an edit. With `fotos`, that list becomes the ad's photos in that order: new ones get their
 * own storage path now (so a retried upload lands on the same object), removed ones are deleted
 * on the server after the ad points away from them.
 */
export async function editarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  campos: Partial<NovoAnuncio>,
  fotos?: FotoDoAnuncio[],
): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    const atual = await db.anuncios.get(id)
    campos = atual ? onlyChanges(atual, campos) : campos
    if (!fotos) {
      await db.anuncios.update(id, campos)
      await enqueue(db, { kind: 'editarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, campos } })
      return
    }
    const novas: Array<{ path: string; blob: Blob }> = []
    const imagens = fotos.map((foto) => {
      if ('path' in foto) return foto.path
      const path = newPhotoPath(autor.id, id)
      novas.push({ path, blob: foto.blob })
      return path
    })
    const removidas = (atual?.imagens ?? []).filter((path) => !imagens.includes(path))
    const locais = { ...atual?.localPhotos, ...Object.fromEntries(novas.map((n) => [n.path, n.blob])) }
    await db.anuncios.update(id, {
      ...campos,
      imagens,
      localPhotos: Object.fromEntries(Object.entries(locais).filter(([path]) => imagens.includes(path))),
    })
    await enqueue(db, {
      kind: 'editarAnuncio',
      entity: `anuncio:${id}`,
      ownerId: autor.id,
      payload: { id, campos, imagens, novas: novas.map((n) => n.path), removidas },
      photos: novas.map((n) => n.blob),
    })
  })
}

const LOCAL = ['cidade', 'uf', 'endereco'] as const

/**
 * What the edit really changes. A changed place is sent whole (city, state and street), so the
 * sync can look its coordinates up again; an unchanged one is not looked up again.
 */
function onlyChanges(atual: CachedAd, campos: Partial<NovoAnuncio>): Partial<NovoAnuncio> {
  const mudou = Object.fromEntries(
    Object.entries(campos).filter(([campo, valor]) => atual[campo as keyof CachedAd] !== valor),
  ) as Partial<NovoAnuncio>
  if (LOCAL.some((campo) => campo in mudou)) {
    const local = { ...atual, ...campos }
    Object.assign(mudou, { cidade: local.cidade, uf: local.uf, endereco: local.endereco ?? null })
  }
  return mudou
}

/** Removes the ad (photos first, then the row, on the server); one never sent is just cancelled. */
export async function excluirAnuncio(db: OfflineDatabase, autor: Author, id: string): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    const ad = await db.anuncios.get(id)
    await db.anuncios.delete(id)
    await enqueue(db, {
      kind: 'excluirAnuncio',
      entity: `anuncio:${id}`,
      ownerId: autor.id,
      payload: { id, imagens: ad?.imagens ?? [] },
    })
  })
}

/** Dropping an ad that never reached the server drops it from the phone with all its changes. */
export const forgetAds: Forgetters = {
  async publicarAnuncio(db, item) {
    await dropEntity(db, item.entity)
    await db.anuncios.delete(item.payload.anuncio.id)
  },
}
