import { isConnected } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import { hasStoredSession } from '@/lib/server/stored-session'
import { forgetPushDevice } from './notifications/device'
import type { OfflineDatabase } from './store/database'
import { offlineDb } from './store/offline-db'
import { syncNow } from './app-sync'
import { forgetPerson, pendingChangesOf } from './forget-person'

// Leaving this phone: what follows the end of a session ("Sair", or a session the server ended),
// once the screens already show nobody. The one place that does it, once per ending.

export interface Leaving {
  /** Whose rows leave the phone (null: nobody was known, only the device's push subscription goes). */
  userId: string | null
  /** The ended session's token, to revoke it on the server ("Sair"); none when the server ended it. */
  accessToken?: string | null
  /** Their changes still queued go too (an account deleted: nobody can send them any more). */
  dropQueued?: boolean
}

/**
 * Tells the server (when there is a token), closes the live channel, drops this device's push
 * subscription and forgets the person's rows — then once more after the sync in flight, whose pulls
 * were asked under the session that just ended. Rejects only when the rows could not be forgotten.
 */
export async function leaveDevice({ userId, accessToken, dropQueued = false }: Leaving): Promise<void> {
  const [, phone] = await Promise.allSettled([
    accessToken ? tellServer(accessToken) : undefined,
    forgetOnPhone(userId, dropQueued),
  ])
  if (phone.status === 'rejected') throw phone.reason
}

async function tellServer(accessToken: string) {
  const supabase = await loadSupabase()
  // The kept session is already forgotten: supabase-js's signOut only tells its listeners
  // (SIGNED_OUT) and drops whatever a refresh in flight may have written back meanwhile.
  await supabase.auth.signOut({ scope: 'local' })
  // Revokes the session on the server, within the backend's deadline for a write.
  await supabase.auth.admin.signOut(accessToken, 'local')
}

async function forgetOnPhone(userId: string | null, dropQueued: boolean) {
  await import('./live').then(({ followLive }) => followLive(null, () => undefined))
  await Promise.all([
    forgetPushDevice(offlineDb).catch(() => undefined),
    userId ? forgetPerson(userId, { dropQueued }) : undefined,
  ])
  await syncNow()
  // Unless someone has signed in on the phone meanwhile: then the rows are theirs.
  if (userId && !hasStoredSession()) await forgetPerson(userId, { dropQueued })
}

/** Sends what `userId` still has queued, waiting at most `waitMs`; answers how many are left. */
export async function sendPendingNow(userId: string, waitMs = 20_000, db: OfflineDatabase = offlineDb): Promise<number> {
  const until = Date.now() + waitMs
  for (;;) {
    await syncNow()
    const left = await db.outbox
      .where('ownerId')
      .equals(userId)
      .filter((item) => item.status === 'pending')
      .count()
    if (left === 0 || !isConnected() || Date.now() >= until) return pendingChangesOf(userId, db)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
