import { readerForCaller } from '@/lib/server/rest-reader'
import { useLiveQuery } from '../engine/live-query'
import { useRefresh } from '../engine/use-refresh'
import { queuedBy, type QueuedChange } from '../engine/queued-by'
import { offlineDb as db } from '../store/offline-db'
import { pullPickupPoints } from './pull'
import type { CachedPickupPoint } from './types'

/** A point as the screens show it: with its owner's changes still queued on this phone. */
export type ShownPickupPoint = CachedPickupPoint & { queued: QueuedChange[] }

export interface PickupPointsLookup {
  /** Undefined while the phone is read; oldest first (the order the seller made them). */
  points: ShownPickupPoint[] | undefined
  /** The server has answered (or cannot): an empty list is really empty. */
  loaded: boolean
}

/**
 * A seller's pickup points from the phone, refreshed from the server when a screen opens; kept, so
 * they read offline. `ids` keeps only those (an ad's), in the seller's order.
 */
export function usePickupPoints(sellerId: string | undefined, ids?: readonly string[]): PickupPointsLookup {
  const tried = useRefresh(sellerId ?? null, async () => pullPickupPoints(await readerForCaller(), db, sellerId!))
  const key = ids?.join(',')
  const points = useLiveQuery(async () => {
    if (!sellerId) return []
    const [rows, queued] = await Promise.all([
      db.pontos.where('user_id').equals(sellerId).toArray(),
      queuedBy(db, sellerId, 'ponto'),
    ])
    return rows
      .filter((point) => !ids || ids.includes(point.id))
      .map((point) => ({ ...point, queued: queued.get(point.id) ?? [] }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    // (`key` stands for `ids`: a new array each render, the same points.)
  }, [sellerId, key])
  return { points, loaded: points !== undefined && (tried || points.length > 0) }
}
