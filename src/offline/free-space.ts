import { RUNTIME_CACHES } from '@/lib/protocols/runtime-cache-names'
import { freeSavedCopies } from './saved-copies'
import { offlineDb } from './store/offline-db'
import type { OfflineDatabase } from './store/database'

// Apart from saved-copies.ts, which the sync loads at start: only the settings and a form that
// found the phone full use these.

/** What this site keeps on the phone and how much the browser lets it keep (its own figures), or null where it does not say. */
export async function spaceOnPhone(): Promise<{ used: number; room: number | null } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return estimate?.usage === undefined ? null : { used: estimate.usage, room: estimate.quota ?? null }
}

/** What this site keeps on the phone, or null where the browser does not say. */
export const usedOnPhone = async () => (await spaceOnPhone())?.used ?? null

/**
 * "Liberar espaço": forgets what the phone keeps only as a copy — the photos, maps and pages the
 * service worker cached on use, other people's ads — never what waits to be sent (the outbox) nor
 * the person's own ads and favourites. Answers the bytes freed, or null where the browser does not say.
 */
export async function freePhoneSpace(userId: string | null, db: OfflineDatabase = offlineDb): Promise<number | null> {
  const before = await usedOnPhone()
  await Promise.all([
    ...Object.values(RUNTIME_CACHES).map((name) => (typeof caches === 'undefined' ? false : caches.delete(name))),
    freeSavedCopies(userId, db),
  ])
  const after = await usedOnPhone()
  return before !== null && after !== null ? Math.max(0, before - after) : null
}
