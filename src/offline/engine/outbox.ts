import { BACKOFF_MAX_MS } from './backoff'
import { noteQueued } from './queue-ledger-note'
import type { OfflineDatabase } from '../store/database'
import { payloadVersion, type OutboxChange, type OutboxItem, type OutboxKind } from '../store/outbox-item'

/**
 * The owner of a change of the device itself, not of a person (forgetting this phone's push
 * subscription at sign-out): sent under whoever is signed in, or under nobody (the anon key).
 */
export const DEVICE_OWNER = 'aparelho'

/**
 * Whether an item's backoff has passed. A wait longer than any backoff means the phone's clock went
 * back after it was set (a wrong date put right): the item is due, not held for days.
 */
export const isDue = (nextAttemptAt: number, now: number) => nextAttemptAt <= now || nextAttemptAt - now > BACKOFF_MAX_MS

/** A change to record: its kind and payload, what it is about, who made it, its photos. */
export type NewOutboxItem = Pick<OutboxItem, 'entity' | 'ownerId' | 'photos'> & OutboxChange

/**
 * A deletion that may cancel its entity's queued creation: if that creation was never tried, the
 * server never saw the entity and nothing is sent; if it was (its answer may have been lost, its
 * files may be there), the deletion goes, carrying what the creation may have stored.
 */
export interface CancelsCreation {
  kind: OutboxKind
  carryOver(creation: OutboxItem, deletion: NewOutboxItem): void
}

/** Records a change to send; a deletion given `cancels` first drops what waits for its entity. */
export async function enqueue(
  db: OfflineDatabase,
  item: NewOutboxItem,
  now = Date.now(),
  cancels?: CancelsCreation,
): Promise<void> {
  let added: OutboxItem | undefined
  await db.transaction('rw', db.outbox, async () => {
    if (cancels) {
      const queued = await db.outbox.where('entity').equals(item.entity).toArray()
      const creation = queued.find((q) => q.kind === cancels.kind)
      if (creation) {
        await db.outbox.bulkDelete(queued.map((q) => q.seq!))
        const tried = creation.attempts > 0 || Object.keys(creation.uploads ?? {}).length > 0
        if (!tried) return
        cancels.carryOver(creation, item)
      }
    }
    // Never tried yet: due at once.
    const queued = {
      ...item,
      v: payloadVersion(item.kind),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
    } as OutboxItem
    await db.outbox.add(queued)
    added = queued
  })
  // The device's own changes belong to no one who could be told they were lost.
  if (added && added.ownerId !== DEVICE_OWNER) noteQueued(added)
}

/** The person chose to try a refused item again. */
export async function retry(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', error: undefined, conflict: undefined, nextAttemptAt: 0 })
}

/** The queued changes of an entity the server never saw (its creation is dropped with them). */
export async function dropEntity(db: OfflineDatabase, entity: string): Promise<void> {
  await db.outbox.where('entity').equals(entity).delete()
}

/** The status changes queued after a creation that is dropped: they would refer to nothing. */
export async function dropLaterStatusChanges(
  db: OfflineDatabase,
  entity: string,
  kind: 'alterarStatusDaReserva' | 'alterarStatusDoPedido',
  id: string,
): Promise<void> {
  const later = await db.outbox
    .where('entity')
    .equals(entity)
    .filter((other) => other.kind === kind && other.payload.id === id)
    .primaryKeys()
  await db.outbox.bulkDelete(later)
}

/**
 * The person chose to drop a refused or waiting item. What was never on the server leaves the
 * phone with what was queued after it (each kind's definition says what, its `forget`: an ad or a
 * trip with all its changes; a reservation or an order with its status changes; a comment or a
 * message). Other changes are undone by the next refresh from the server.
 */
export async function discardWith(
  db: OfflineDatabase,
  seq: number,
  forget: (item: OutboxItem) => Promise<void> | undefined,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const item = await db.outbox.get(seq)
    if (!item) return
    await forget(item)
    await db.outbox.delete(seq)
  })
}

/**
 * What can be sent now for this account (or, with `DEVICE_OWNER`, for nobody signed in), in
 * recording order: an item waits while an earlier item of the same entity is still queued
 * (sending, waiting for backoff, or refused), so a status change never overtakes the creation of
 * its ad. Other entities are not held up. The device's own changes go with anyone's.
 */
export async function sendable(db: OfflineDatabase, ownerId: string, now = Date.now()): Promise<OutboxItem[]> {
  const all = await db.outbox.orderBy('seq').toArray()
  const blocked = new Set<string>()
  const ready: OutboxItem[] = []
  for (const item of all) {
    if (item.ownerId !== ownerId && item.ownerId !== DEVICE_OWNER) continue
    if (blocked.has(item.entity)) continue
    blocked.add(item.entity)
    if (item.status === 'pending' && isDue(item.nextAttemptAt, now)) ready.push(item)
  }
  return ready
}
