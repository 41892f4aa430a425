import type { RestReader } from '@/lib/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { notificationEntity } from './actions'
import { NOTIFICATION_COLUMNS } from './types'

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
    const held = await db.notificacoes.where('user_id').equals(userId).toArray()
    const marks = await db.outbox.where('entity').equals(notificationEntity(userId)).toArray()
    const readHere = new Map(held.filter((n) => n.lida_em).map((n) => [n.id, n.lida_em]))
    const fresh = data.map((n) =>
      marks.length > 0 && !n.lida_em && readHere.has(n.id) ? { ...n, lida_em: readHere.get(n.id)! } : n,
    )
    const kept = new Set(fresh.map((n) => n.id))
    await db.notificacoes.bulkDelete(held.filter((n) => !kept.has(n.id)).map((n) => n.id))
    await db.notificacoes.bulkPut(fresh)
  })
  return { ok: true, count: data.length }
}
