import type { OfflineDatabase } from '../store/database'
import { itemKey, LOST_EVENT, read, told, write, type LedgerEntry } from './queue-ledger-note'

export type { LedgerEntry } from './queue-ledger-note'
export { forgetLedgerOf } from './queue-ledger-note'

// At each start (queue-ledger-note.ts says what is noted): the same database → what left the
// outbox was sent or dropped, forgotten here; a new database with entries left → each one the
// server does not have was lost, and is named until the person has read it.

const DATABASE_ID = 'aparelho'

/** The id of the phone's database, made once per database: a new one means the old one is gone. */
async function databaseId(db: OfflineDatabase): Promise<{ id: string; fresh: boolean }> {
  const kept = (await db.meta.get(DATABASE_ID))?.value
  if (typeof kept === 'string') return { id: kept, fresh: false }
  const id = crypto.randomUUID()
  await db.meta.put({ key: DATABASE_ID, value: id })
  return { id, fresh: true }
}

type Arrived = (row: NonNullable<LedgerEntry['row']>) => Promise<boolean | null>

/**
 * At start: forgets what was sent; with the database new and entries left, asks `arrived` (the
 * server, for the entries of the signed-in person with a row) and names the rest as lost.
 * `arrived` answers null when it cannot tell (no connection): the check waits for the next start.
 * Whatever it finds, the screens are told that this start's list is known (LOST_EVENT).
 */
export async function reconcileLedger(db: OfflineDatabase, userId: string | null, arrived: Arrived): Promise<LedgerEntry[]> {
  try {
    return await reconcile(db, userId, arrived)
  } finally {
    told()
  }
}

async function reconcile(db: OfflineDatabase, userId: string | null, arrived: Arrived): Promise<LedgerEntry[]> {
  const ledger = read()
  const { id, fresh } = await databaseId(db)
  const queued = new Set((await db.outbox.toArray()).map(itemKey))
  const sameDatabase = !fresh && ledger.database === id
  if (sameDatabase || ledger.entries.length === 0) {
    write({ ...ledger, database: id, entries: ledger.entries.filter((e) => queued.has(e.key)) })
    return ledger.lost
  }
  // The database the entries were queued in is gone. Their owner is told once signed in.
  if (!userId) return ledger.lost
  const mine = ledger.entries.filter((e) => e.ownerId === userId && !queued.has(e.key))
  const lost: LedgerEntry[] = []
  for (const entry of mine) {
    const answer = entry.row ? await arrived(entry.row) : false
    if (answer === null) return ledger.lost
    if (!answer) lost.push(entry)
  }
  const others = ledger.entries.filter((e) => e.ownerId !== userId)
  const next = { database: id, entries: others, lost: [...ledger.lost, ...lost] }
  write(next)
  return next.lost
}

let lostCache: { raw: string; lost: LedgerEntry[] } | undefined

/** The changes named as lost (until dismissed); the same array while they do not change (a React snapshot). */
export function lostChanges(): LedgerEntry[] {
  const raw = JSON.stringify(read().lost)
  if (lostCache?.raw !== raw) lostCache = { raw, lost: JSON.parse(raw) as LedgerEntry[] }
  return lostCache.lost
}

export function onLostChanges(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  window.addEventListener(LOST_EVENT, listener)
  return () => window.removeEventListener(LOST_EVENT, listener)
}

/** The person has read the list. */
export function dismissLost() {
  write({ ...read(), lost: [] })
  told()
}
