import type { SearchAlertInput } from '@/lib/rules/search-alert'
import { enqueue, dropEntity } from '../engine/outbox'
import type { OfflineDatabase } from '../store/database'

// Search alerts as the screens change them: on the phone at once, sent through the outbox (so
// they are made, paused and deleted with no signal too). The database has the last word (its
// limit of 10, its one alert per search); the phone says the same at once where it can.

export const alertEntity = (id: string) => `alerta:${id}`

export type NewAlertResult = { state: 'created'; id: string } | { state: 'exists'; id: string }

/**
 * Saves the search as an alert of `userId`. Throws the schema's pt-BR message for a search that
 * is not one, and "Você já tem 10 alertas…" past the limit; the same search again is the alert
 * already kept.
 */
export async function criarAlerta(
  db: OfflineDatabase,
  userId: string,
  input: SearchAlertInput,
  now = Date.now(),
): Promise<NewAlertResult> {
  // Loaded with the first alert made, not with the app's start (every page carries this layer).
  const { checkedAlert, MAX_ALERTS, sameSearch, TOO_MANY_ALERTS } = await import('@/lib/rules/search-alert')
  const criteria = checkedAlert(input)
  return db.transaction('rw', db.alertas, db.outbox, async () => {
    const mine = await db.alertas.where('user_id').equals(userId).toArray()
    const same = mine.find((alert) => sameSearch(alert, criteria))
    if (same) return { state: 'exists', id: same.id }
    if (mine.length >= MAX_ALERTS) throw new Error(TOO_MANY_ALERTS)
    const id = crypto.randomUUID()
    await db.alertas.put({ id, user_id: userId, ...criteria, pausado: false, created_at: new Date(now).toISOString() })
    await enqueue(db, { kind: 'criarAlerta', entity: alertEntity(id), ownerId: userId, payload: { id, ...criteria } }, now)
    return { state: 'created', id }
  })
}

export async function pausarAlerta(db: OfflineDatabase, userId: string, id: string, pausado: boolean, now = Date.now()) {
  await db.transaction('rw', db.alertas, db.outbox, async () => {
    await db.alertas.update(id, { pausado })
    await enqueue(db, { kind: 'pausarAlerta', entity: alertEntity(id), ownerId: userId, payload: { id, pausado } }, now)
  })
}

/** Deletes the alert; one whose creation the server refused was never there, and simply leaves. */
export async function excluirAlerta(db: OfflineDatabase, userId: string, id: string, now = Date.now()) {
  await db.transaction('rw', db.alertas, db.outbox, async () => {
    await db.alertas.delete(id)
    const refusedCreation = await db.outbox
      .where('entity')
      .equals(alertEntity(id))
      .filter((item) => item.kind === 'criarAlerta' && item.status === 'failed')
      .count()
    if (refusedCreation) return dropEntity(db, alertEntity(id))
    await enqueue(db, { kind: 'excluirAlerta', entity: alertEntity(id), ownerId: userId, payload: { id } }, now)
  })
}
