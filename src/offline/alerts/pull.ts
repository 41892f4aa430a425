import type { RestReader } from '@/lib/server/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { alertEntity } from './actions'
import { ALERT_COLUMNS } from './types'

/**
 * The person's alerts as the server has them. An alert with a change still queued keeps the
 * phone's state (its creation, pause or deletion has not reached the server yet).
 */
export async function pullAlerts(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader.from('alertas_busca').select(ALERT_COLUMNS).eq('user_id', userId)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.alertas, db.outbox, async () => {
    const queued = new Set((await db.outbox.where('ownerId').equals(userId).toArray()).map((item) => item.entity))
    const settled = (id: string) => !queued.has(alertEntity(id))
    const onServer = new Set(data.map((alert) => alert.id))
    const held = await db.alertas.where('user_id').equals(userId).primaryKeys()
    await db.alertas.bulkDelete(held.filter((id) => settled(id) && !onServer.has(id)))
    await db.alertas.bulkPut(data.filter((alert) => settled(alert.id)))
  })
  return { ok: true, count: data.length }
}
