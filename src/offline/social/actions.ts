import type { Author } from '@/lib/server/session'
import type { OfflineDatabase } from '../store/database'
import { enqueue } from '../engine/outbox'

// Comments and favourites, as the screens change them: shown at once, sent through the outbox.
// Both belong to their ad's entity, so they never overtake the creation of an ad still queued.

export async function comentar(
  db: OfflineDatabase,
  autor: Author,
  anuncioId: string,
  { rating, comentario }: { rating: number | null; comentario: string },
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const texto = comentario.trim()
  await db.transaction('rw', db.comentarios, db.outbox, async () => {
    await db.comentarios.put({
      id,
      anuncio_id: anuncioId,
      user_id: autor.id,
      user_name: autor.name,
      rating,
      comentario: texto,
      created_at: new Date(now).toISOString(),
      pending: true,
    })
    await enqueue(
      db,
      {
        kind: 'comentar',
        entity: `anuncio:${anuncioId}`,
        ownerId: autor.id,
        payload: { comentario: { id, anuncio_id: anuncioId, rating, comentario: texto } },
      },
      now,
    )
  })
  return id
}

export async function favoritar(db: OfflineDatabase, userId: string, anuncioId: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.favoritos, db.outbox, async () => {
    await db.favoritos.put({ user_id: userId, anuncio_id: anuncioId, created_at: new Date(now).toISOString(), pending: true })
    await enqueue(
      db,
      { kind: 'favoritar', entity: `anuncio:${anuncioId}`, ownerId: userId, payload: { anuncio_id: anuncioId } },
      now,
    )
  })
}

export async function desfavoritar(db: OfflineDatabase, userId: string, anuncioId: string): Promise<void> {
  await db.transaction('rw', db.favoritos, db.outbox, async () => {
    await db.favoritos.delete([userId, anuncioId])
    await enqueue(db, {
      kind: 'desfavoritar',
      entity: `anuncio:${anuncioId}`,
      ownerId: userId,
      payload: { anuncio_id: anuncioId },
    })
  })
}
