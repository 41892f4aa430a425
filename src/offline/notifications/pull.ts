import type { OfflineDatabase } from '../store/database'
import { notificationEntity } from './actions'
import type { CachedNotification } from './types'

// The person's notifications, kept on the phone to read offline (what changed comes with the
// person's refresh, ../person-changes.ts, and Realtime). A mark still waiting in the outbox wins
// over the server's copy until it is sent.

/** Keeps the person's notifications as the server sent them (a pull's or Realtime's). */
export async function storeNotifications(db: OfflineDatabase, userId: string, rows: CachedNotification[]): Promise<void> {
  await db.transaction('rw', db.notificacoes, db.outbox, async () => {
    const held = await db.notificacoes.bulkGet(rows.map((n) => n.id))
    const marks = await db.outbox.where('entity').equals(notificationEntity(userId)).count()
    // Read here and not sent yet: the phone's mark wins. Read elsewhere: an older copy never unreads it.
    const fresh = rows.map((n, i) =>
      !n.lida_em && held[i]?.lida_em && (marks > 0 || held[i]!.created_at >= n.created_at)
        ? { ...n, lida_em: held[i]!.lida_em }
        : n,
    )
    await db.notificacoes.bulkPut(fresh)
  })
}
