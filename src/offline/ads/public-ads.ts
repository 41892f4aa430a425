import { offlineDb } from '../store/offline-db'
import type { OfflineDatabase } from '../store/database'
import { isFresh, newestPublicAds } from './newest-ads'
import { PUBLIC_ADS_PULLED, savePublicAds } from './pull'
import { type PullResult } from '../engine/pull-result'

// The public ads the phone keeps (home and Frete Solidário lists, offline browsing), refreshed with
// PostgREST's small client: a visitor's first screen does not wait for supabase-js. One refresh at
// a time, and none when the last one is fresher than FRESH_MS (the home asks, then the sync does).

let running: Promise<PullResult> | null = null

export function refreshPublicAds(db: OfflineDatabase = offlineDb, now = Date.now()): Promise<PullResult> {
  running ??= (async () => {
    const last = (await db.meta.get(PUBLIC_ADS_PULLED))?.value
    if (typeof last === 'number' && isFresh(last, now)) return { ok: true, count: 0 } as const
    // The answer the home drew while this code loaded, when it has one (newest-ads.ts): asked once.
    const rows = await newestPublicAds(now)
    return rows ? savePublicAds(db, rows, now) : ({ ok: false } as const)
  })().finally(() => {
    running = null
  })
  return running
}

/** Whether this phone has ever received the public ads (false on a first visit). */
export async function hasPulledPublicAds(db: OfflineDatabase): Promise<boolean> {
  return (await db.meta.get(PUBLIC_ADS_PULLED)) !== undefined
}
