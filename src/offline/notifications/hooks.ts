import { useLiveQuery } from '../engine/live-query'
import { useRefresh } from '../engine/use-refresh'
import { offlineDb as db } from '../store/offline-db'
import { refreshPerson } from '../engine/person-refresh'
import type { CachedNotification } from './types'
import { newestFirst } from '@/lib/formats/order'

export interface NotificationsLookup {
  notifications: CachedNotification[]
  /** The server has answered (or there is no connection): an empty list is really empty. */
  loaded: boolean
}

/** The person's notifications, newest first, from the phone; refreshed from the server when online. */
export function useNotifications(userId: string | undefined): NotificationsLookup {
  const tried = useRefresh(userId ?? null, refreshPerson)
  const notifications = useLiveQuery(
    async () => (userId ? (await db.notificacoes.where('user_id').equals(userId).toArray()).sort(newestFirst) : []),
    [userId],
  )
  return { notifications: notifications ?? [], loaded: notifications !== undefined && (tried || notifications.length > 0) }
}

/** How many are unread (the bell's count). */
export function useUnreadNotificationCount(userId: string | undefined): number {
  return (
    useLiveQuery(
      async () =>
        userId ? (await db.notificacoes.where('user_id').equals(userId).toArray()).filter((n) => !n.lida_em).length : 0,
      [userId],
    ) ?? 0
  )
}

/**
 * Whether one of the person's notifications pointed at this ad: an ad gone from view since (hidden,
 * paused, sold) is then "indisponível", not unknown. The phone keeps only the signed-in person's.
 */
export function useNotifiedAbout(anuncioId: string): boolean {
  return (
    useLiveQuery(async () => (await db.notificacoes.filter((n) => n.anuncio_id === anuncioId).count()) > 0, [anuncioId]) ?? false
  )
}
