import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'
import { makeSmallerPhoto } from '@/lib/media/smaller-photo'
import { config } from '@/lib/server/config'
import type { Database } from '@/lib/database.types'
import type { AppClient } from '@/lib/server/supabase'
import { geocodeAddress } from '@/lib/server/geocode'
import { pullPersonChanges } from './person-changes'
import { outboxLedger } from './engine/file-ledger'
import { browserLock, runSync, type SyncReport } from './engine/sync-engine'
import { createSender } from './registry'
import type { OfflineDatabase } from './store/database'
import { SESSION_FOR_BACKGROUND, type BackgroundSession } from './background-session'

export { REFRESH_TAG, SEND_TAG } from './background-session'

// Sending and refreshing with the app closed: the service worker runs the same sync engine, on
// the same phone database, when the browser says the connection is back (Background Sync) or
// periodically for an installed app (Periodic Background Sync). It signs with the session the app
// last saw, while that token is valid — it never refreshes it (the app's refresh token must stay
// the app's own); with none valid, changes wait for the next opening, as before.

/** A client signed with the kept session, while it has a minute left; null otherwise. */
async function backgroundClient(db: OfflineDatabase, now = Date.now()) {
  const session = (await db.meta.get(SESSION_FOR_BACKGROUND))?.value as BackgroundSession | undefined
  if (!session || session.expiresAt * 1000 < now + 60_000) return null
  const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${session.accessToken}` }
  const rest = new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, { headers })
  // The parts of supabase-js the senders and pulls use (REST and Storage), without its auth and
  // realtime clients: the service worker every visitor installs stays small.
  const supabase = {
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    storage: new StorageClient(`${config.supabaseUrl}/storage/v1`, headers),
  } as unknown as AppClient
  return { supabase, userId: session.userId }
}

/** Who is signed in on this phone now, as the app last told the service worker (null: nobody). */
export async function signedInOnPhone(db: OfflineDatabase): Promise<string | null> {
  return ((await db.meta.get(SESSION_FOR_BACKGROUND))?.value as BackgroundSession | undefined)?.userId ?? null
}

/** The outbox, sent by the service worker: the same engine, order and guarantees as the app's. */
export async function sendQueuedInBackground(db: OfflineDatabase): Promise<SyncReport | null> {
  const signed = await backgroundClient(db)
  if (!signed) return null
  return runSync({
    db,
    currentUser: async () => signed.userId,
    // A refused token waits for the app (which refreshes its own session).
    refreshSession: async () => false,
    send: createSender(signed.supabase, {
      geocode: (endereco) => geocodeAddress(endereco),
      smallerPhoto: makeSmallerPhoto,
      ledgerFor: (item) => outboxLedger(db, item),
    }),
    withLock: browserLock(),
  })
}

/** What changed in the person's conversations, orders, notifications and ads, fetched so they are there when the app opens offline. */
export async function refreshInBackground(db: OfflineDatabase): Promise<boolean> {
  const signed = await backgroundClient(db)
  if (!signed) return false
  await pullPersonChanges(signed.supabase, db, signed.userId)
  return true
}
