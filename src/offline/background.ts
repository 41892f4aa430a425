import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'
import { makeCardPhoto } from '@/lib/card-photo'
import { config } from '@/lib/config'
import type { Database } from '@/lib/database.types'
import type { AppClient } from '@/lib/supabase'
import { geocodeAddress } from '@/lib/geocode'
import { pullConversations } from './conversations/pull'
import { browserLock, runSync, type SyncReport } from './engine/sync-engine'
import { pullNotifications } from './notifications/pull'
import { createSender } from './registry'
import type { OfflineDatabase } from './store/database'

// Sending and refreshing with the app closed: the service worker runs the same sync engine, on
// the same phone database, when the browser says the connection is back (Background Sync) or
// periodically for an installed app (Periodic Background Sync). It signs with the session the app
// last saw, while that token is valid — it never refreshes it (the app's refresh token must stay
// the app's own); with none valid, changes wait for the next opening, as before.

/** Where the app leaves its session for the service worker (the phone database's meta). */
export const SESSION_FOR_BACKGROUND = 'sessao-para-segundo-plano'
/** The Background Sync tag for the outbox. */
export const SEND_TAG = 'enviar-alteracoes'
/** The Periodic Background Sync tag for conversations and notifications. */
export const REFRESH_TAG = 'atualizar-conversas'

export interface BackgroundSession {
  userId: string
  accessToken: string
  /** Epoch seconds. */
  expiresAt: number
}

/** The app keeps the service worker's copy in step with its session (or removes it on sign-out). */
export async function keepSessionForBackground(
  db: OfflineDatabase,
  session: { user: { id: string }; access_token: string; expires_at?: number } | null,
): Promise<void> {
  if (!session) await db.meta.delete(SESSION_FOR_BACKGROUND)
  else
    await db.meta.put({
      key: SESSION_FOR_BACKGROUND,
      value: {
        userId: session.user.id,
        accessToken: session.access_token,
        expiresAt: session.expires_at ?? 0,
      } satisfies BackgroundSession,
    })
}

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

/** The outbox, sent by the service worker: the same engine, order and guarantees as the app's. */
export async function sendQueuedInBackground(db: OfflineDatabase): Promise<SyncReport | null> {
  const signed = await backgroundClient(db)
  if (!signed) return null
  return runSync({
    db,
    currentUser: async () => signed.userId,
    // A refused token waits for the app (which refreshes its own session).
    refreshSession: async () => false,
    send: createSender(signed.supabase, { geocode: (endereco) => geocodeAddress(endereco), cardPhoto: makeCardPhoto }),
    withLock: browserLock(),
  })
}

/** The person's conversations and notifications, fetched so they are there when the app opens offline. */
export async function refreshInBackground(db: OfflineDatabase): Promise<boolean> {
  const signed = await backgroundClient(db)
  if (!signed) return false
  await Promise.all([pullConversations(signed.supabase, db), pullNotifications(signed.supabase, db, signed.userId)])
  return true
}
