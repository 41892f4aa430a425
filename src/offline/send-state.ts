import { isConnected } from '@/lib/server/connection'
import type { OfflineDatabase } from './store/database'
import { offlineDb } from './store/offline-db'

// What a screen may say after a change: only what the outbox knows. A change is "sent" once the
// server acknowledged it (its items left the outbox), "refused" with the server's reason, and
// otherwise "queued": saved on the phone, to be sent when there is a connection — or "sending"
// when the connection holds but the answer takes longer than a screen waits (photos on 3G).

export type SendState = { state: 'sent' } | { state: 'sending' } | { state: 'queued' } | { state: 'refused'; reason: string }

/** How long a screen waits for the server's answer before saying the change waits on the phone. */
export const SEND_WAIT_MS = 6_000
const POLL_MS = 100

async function lastSeq(db: OfflineDatabase): Promise<number> {
  return (await db.outbox.orderBy('seq').last())?.seq ?? 0
}

/** Where the change's items stand now (those recorded after `after`). */
async function stateAfter(db: OfflineDatabase, after: number): Promise<SendState | null> {
  const items = await db.outbox.where('seq').above(after).toArray()
  const refused = items.find((i) => i.status === 'failed')
  if (refused) return { state: 'refused', reason: refused.error ?? 'O servidor recusou esta alteração.' }
  return items.length === 0 ? { state: 'sent' } : null
}

/** Waits (at most `waitMs`, not at all with no connection) for the items after `after` to be settled. */
export async function sendStateAfter(db: OfflineDatabase, after: number, waitMs = SEND_WAIT_MS): Promise<SendState> {
  const until = Date.now() + waitMs
  for (;;) {
    const settled = await stateAfter(db, after)
    if (settled) return settled
    if (!isConnected()) return { state: 'queued' }
    if (Date.now() >= until) return { state: 'sending' }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/**
 * Runs a change (one of the offline layer's commands) and answers its result with the promise of
 * what became of it: the server's acknowledgement, its refusal, or "waiting on the phone".
 */
export async function withSendState<T>(
  write: () => Promise<T>,
  db: OfflineDatabase = offlineDb,
): Promise<[T, Promise<SendState>]> {
  const before = await lastSeq(db)
  const result = await write()
  return [result, sendStateAfter(db, before)]
}
