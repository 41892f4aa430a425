import type { CachedAd, OfflineDatabase } from './db'
import { enqueue } from './outbox'

// What the screens call to change ads. Each change shows at once in the cache (marked pending
// where it is new) and is recorded in the outbox; the sync engine sends it — online right away,
// offline when the connection returns. Screens never call Supabase for these.

export interface Author {
  id: string
  name: string
}

export type NovoAnuncio = Pick<CachedAd, 'titulo' | 'categoria' | 'preco' | 'descricao' | 'cidade' | 'uf' | 'contato'> &
  Partial<Pick<CachedAd, 'endereco' | 'cep' | 'email'>>

/** Publishes an ad with its (already compressed) photos; answers its id, made on the phone. */
export async function criarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  dados: NovoAnuncio,
  fotos: Blob[] = [],
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.put({
      ...dados,
      id,
      imagens: [],
      user_id: autor.id,
      user_name: autor.name,
      status: 'ativo',
      created_at: new Date(now).toISOString(),
      pendente: true,
      cachedAt: now,
    })
    await enqueue(
      db,
      { kind: 'criarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { anuncio: { id, ...dados } }, photos: fotos },
      now,
    )
  })
  return id
}

export async function alterarStatus(db: OfflineDatabase, autor: Author, id: string, status: CachedAd['status']): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, { status })
    await enqueue(db, { kind: 'statusAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, status } })
  })
}

export async function editarAnuncio(db: OfflineDatabase, autor: Author, id: string, campos: Partial<NovoAnuncio>): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, campos)
    await enqueue(db, { kind: 'editarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, campos } })
  })
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
