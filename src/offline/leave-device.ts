import { isConnected } from '@/lib/connection'
import { forgetPushDevice as forget } from './notifications/device'
import type { OfflineDatabase } from './store/database'
import { offlineDb } from './store/offline-db'
import { syncNow } from './app-sync'
import { pendingChangesOf } from './forget-person'

// Leaving this phone ("Sair"): what the screens call before the session ends.

/** Forgets this device's push subscription (server through the outbox, and browser) and sends it now if it can. */
export async function forgetPushDevice(): Promise<void> {
  await forget(offlineDb)
  void syncNow()
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
