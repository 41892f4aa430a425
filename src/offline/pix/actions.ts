import * as v from 'valibot'
import type { OfflineDatabase } from '../store/database'
import { enqueue } from '../engine/outbox'

// The seller's Pix key: saved on the phone at once (marked pending) and sent through the outbox,
// so it is set offline too. The key is checked by the same schema as the form, and by the database.

export const pixKeyEntity = (userId: string) => `chave-pix:${userId}`

/** Saves `texto` as the person's Pix key; throws the schema's pt-BR message when it is not one. */
export async function salvarChavePix(db: OfflineDatabase, userId: string, texto: string, now = Date.now()): Promise<void> {
  // Loaded with the first key saved, not with the app's start.
  const { chavePixSchema } = await import('@/lib/pix/chave')
  const { tipo, chave } = v.parse(chavePixSchema, { chave: texto }).chave
  await db.transaction('rw', db.chavesPix, db.outbox, async () => {
    await db.chavesPix.put({ user_id: userId, tipo, chave, updated_at: new Date(now).toISOString(), pending: true })
    await enqueue(
      db,
      { kind: 'salvarChavePix', entity: pixKeyEntity(userId), ownerId: userId, payload: { user_id: userId, tipo, chave } },
      now,
    )
  })
}

export async function removerChavePix(db: OfflineDatabase, userId: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.chavesPix, db.outbox, async () => {
    await db.chavesPix.delete(userId)
    await enqueue(
      db,
      { kind: 'removerChavePix', entity: pixKeyEntity(userId), ownerId: userId, payload: { user_id: userId } },
      now,
    )
  })
}
