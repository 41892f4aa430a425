import { backoffDelay } from './backoff'
import type { OfflineDatabase } from '../store/database'
import type { OutboxItem } from '../store/outbox-item'
import type { Outcome } from './outcome'
import { DEVICE_OWNER, sendable } from './outbox'

export interface SyncDeps {
  db: OfflineDatabase
  /** Who is signed in now (null when nobody is). */
  currentUser: () => Promise<string | null>
  /** Renews an expired session; false when it cannot (the person must sign in again). */
  refreshSession: () => Promise<boolean>
  /** Sends one item to the server (idempotently) and says what happened. */
  send: (item: OutboxItem) => Promise<Outcome>
  /** Runs `work` only if no other tab is syncing; answers 'busy' otherwise. */
  withLock: <T>(work: () => Promise<T>) => Promise<T | 'busy'>
  now?: () => number
  random?: () => number
}

export interface SyncReport {
  sent: number
  retrying: number
  rejected: number
  /** Items wait because the session is gone: the person must sign in again. */
  needsSignIn: boolean
  /** Another tab holds the sync. */
  busy: boolean
}

/**
 * Sends what the outbox holds for the signed-in account, oldest first and in order per entity,
 * until nothing more can go now. Nothing is ever dropped here: network failures and 5xx wait
 * with backoff, refusals are kept marked for the person, a lost session keeps everything queued.
 */
export async function runSync(deps: SyncDeps): Promise<SyncReport> {
  const now = deps.now ?? Date.now
  const report: SyncReport = { sent: 0, retrying: 0, rejected: 0, needsSignIn: false, busy: false }
  const result = await deps.withLock(async () => {
    const user = await deps.currentUser()
    if (!user) {
      // A person's changes wait for them to sign in again; the device's own go now.
      report.needsSignIn =
        (await deps.db.outbox
          .where('status')
          .equals('pending')
          .filter((i) => i.ownerId !== DEVICE_OWNER)
          .count()) > 0
    }
    const refreshedFor = new Set<number>()
    for (;;) {
      const batch = await sendable(deps.db, user ?? DEVICE_OWNER, now())
      if (batch.length === 0) return
      for (const item of batch) {
        let outcome: Outcome
        try {
          outcome = await deps.send(item)
        } catch {
          outcome = { kind: 'retry' }
        }
        if (outcome.kind === 'auth') {
          // Once per item and run: a fresh token that is still refused is a server problem.
          if (!refreshedFor.has(item.seq!)) {
            refreshedFor.add(item.seq!)
            if (await deps.refreshSession()) continue
            report.needsSignIn = true
            return
          }
          outcome = { kind: 'retry' }
        }
        await settle(deps, item, outcome, now(), report)
      }
    }
  })
  if (result === 'busy') report.busy = true
  return report
}

async function settle(deps: SyncDeps, item: OutboxItem, outcome: Outcome, now: number, report: SyncReport) {
  if (outcome.kind === 'done') {
    await deps.db.outbox.delete(item.seq!)
    report.sent++
  } else if (outcome.kind === 'rejected') {
    await deps.db.outbox.update(item.seq!, { status: 'failed', error: outcome.reason, conflict: outcome.conflict })
    report.rejected++
  } else {
    const attempts = item.attempts + 1
    await deps.db.outbox.update(item.seq!, { attempts, nextAttemptAt: now + backoffDelay(attempts, deps.random) })
    report.retrying++
  }
}

/** One tab at a time (Web Locks); where the API is missing, one run at a time in this tab. */
export function browserLock(name = 'campo-solidario-sync') {
  let running = false
  return async <T>(work: () => Promise<T>): Promise<T | 'busy'> => {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return navigator.locks.request(name, { ifAvailable: true }, async (lock) => (lock ? work() : 'busy'))
    }
    if (running) return 'busy'
    running = true
    try {
      return await work()
    } finally {
      running = false
    }
  }
}
