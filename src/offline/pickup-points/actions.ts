import { enqueue, dropEntity } from '../engine/outbox'
import type { OfflineDatabase } from '../store/database'
import type { PickupPointFields } from './types'

// A seller's pickup points as the screens change them: on the phone at once, sent through the
// outbox (made, changed and removed with no signal too). The database has the last word (its limit
// of 5); the phone says the same at once.

export const pickupPointEntity = (id: string) => `ponto:${id}`

export const MAX_PICKUP_POINTS = 5
export const TOO_MANY_PICKUP_POINTS = 'Você já tem 5 pontos de retirada.'

/** Saves a new point of `userId`; throws "Você já tem 5 pontos de retirada." past the limit. */
export async function criarPontoDeRetirada(db: OfflineDatabase, userId: string, fields: PickupPointFields, now = Date.now()) {
  return db.transaction('rw', db.pontos, db.outbox, async () => {
    if ((await db.pontos.where('user_id').equals(userId).count()) >= MAX_PICKUP_POINTS) throw new Error(TOO_MANY_PICKUP_POINTS)
    const id = crypto.randomUUID()
    await db.pontos.put({
      id,
      user_id: userId,
      ...fields,
      latitude: null,
      longitude: null,
      created_at: new Date(now).toISOString(),
    })
    await enqueue(
      db,
      { kind: 'criarPontoDeRetirada', entity: pickupPointEntity(id), ownerId: userId, payload: { id, ...fields } },
      now,
    )
    return id
  })
}

export async function editarPontoDeRetirada(db: OfflineDatabase, userId: string, id: string, fields: PickupPointFields) {
  await db.transaction('rw', db.pontos, db.outbox, async () => {
    await db.pontos.update(id, fields)
    await enqueue(db, {
      kind: 'editarPontoDeRetirada',
      entity: pickupPointEntity(id),
      ownerId: userId,
      payload: { id, ...fields },
    })
  })
}

/** Removes the point (the database takes it out of the ads that named it; orders keep it in words). */
export async function excluirPontoDeRetirada(db: OfflineDatabase, userId: string, id: string) {
  await db.transaction('rw', db.pontos, db.anuncios, db.outbox, async () => {
    await db.pontos.delete(id)
    const naming = await db.anuncios.where('user_id').equals(userId).toArray()
    for (const ad of naming.filter((a) => a.pontos_de_retirada?.includes(id))) {
      await db.anuncios.update(ad.id, { pontos_de_retirada: ad.pontos_de_retirada!.filter((p) => p !== id) })
    }
    const refusedCreation = await db.outbox
      .where('entity')
      .equals(pickupPointEntity(id))
      .filter((item) => item.kind === 'criarPontoDeRetirada' && item.status === 'failed')
      .count()
    if (refusedCreation) return dropEntity(db, pickupPointEntity(id))
    await enqueue(db, { kind: 'excluirPontoDeRetirada', entity: pickupPointEntity(id), ownerId: userId, payload: { id } })
  })
}
