import { readerForCaller } from '@/lib/server/rest-reader'
import { newestFirst } from '@/lib/formats/order'
import { useLiveQuery } from '../engine/live-query'
import { useRefresh } from '../engine/use-refresh'
import { offlineDb as db } from '../store/offline-db'
import { queuedBy, type QueuedChange } from '../engine/queued-by'
import { pullAlerts } from './pull'
import type { CachedAlert } from './types'

/** An alert as /alertas shows it: with its changes still queued on the phone (waiting or refused). */
export type ShownAlert = CachedAlert & { queued: QueuedChange[] }

export interface AlertsLookup {
  /** Undefined while the phone is read. */
  alerts: ShownAlert[] | undefined
  /** The server has answered (or cannot): an empty list is really empty. */
  loaded: boolean
}

/** The person's search alerts, newest first, from the phone; refreshed from the server when a screen opens. */
export function useAlerts(userId: string | undefined): AlertsLookup {
  const tried = useRefresh(userId ?? null, async () => pullAlerts(await readerForCaller(), db, userId!))
  const alerts = useLiveQuery(async () => {
    if (!userId) return []
    const [rows, queued] = await Promise.all([
      db.alertas.where('user_id').equals(userId).toArray(),
      queuedBy(db, userId, 'alerta'),
    ])
    return rows.map((alert) => ({ ...alert, queued: queued.get(alert.id) ?? [] })).sort(newestFirst)
  }, [userId])
  return { alerts, loaded: alerts !== undefined && (tried || alerts.length > 0) }
}
