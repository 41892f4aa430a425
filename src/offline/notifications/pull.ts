import type { RestReader } from '@/lib/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { notificationEntity } from './actions'
import { NOTIFICATION_COLUMNS, type CachedNotification } from './types'

// The person's latest notifications, kept on the phone to read offline. A mark still waiting in
// the outbox wins over the server's copy until it is sent.

const RECENT_NOTIFICATIONS = 100

export async function pullNotifications(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader
    .from('notificacoes')
    .select(NOTIFICATION_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(RECENT_NOTIFICATIONS)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.notificacoes, db.outbox, async () => {
    const kept = new Set(data.map((n) => n.id))
    const held = await db.notificacoes.where('user_id').equals(userId).toArray()
    await db.notificacoes.bulkDelete(held.filter((n) => !kept.has(n.id)).map((n) => n.id))
    await storeNotifications(db, userId, data)
  })
  return { ok: true, count: data.length }
}

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
