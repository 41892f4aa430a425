import type { RestReader } from '@/lib/server/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { pickupPointEntity } from './actions'
import { PICKUP_POINT_COLUMNS } from './types'

/**
 * A seller's pickup points as the server has them (anyone may read them while the seller is
 * active). A point with a change still queued on this phone keeps the phone's state.
 */
export async function pullPickupPoints(reader: RestReader, db: OfflineDatabase, sellerId: string): Promise<PullResult> {
  const { data, error } = await reader.from('pontos_de_retirada').select(PICKUP_POINT_COLUMNS).eq('user_id', sellerId)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.pontos, db.outbox, async () => {
    const queued = new Set((await db.outbox.where('entity').startsWith('ponto:').toArray()).map((item) => item.entity))
    const settled = (id: string) => !queued.has(pickupPointEntity(id))
    const onServer = new Set(data.map((point) => point.id))
    const held = await db.pontos.where('user_id').equals(sellerId).primaryKeys()
    await db.pontos.bulkDelete(held.filter((id) => settled(id) && !onServer.has(id)))
    await db.pontos.bulkPut(data.filter((point) => settled(point.id)))
  })
  return { ok: true, count: data.length }
}
