import { lazy } from 'react'

// The person's notifications: the inbox (/notificacoes) and the header's bell. Both load only when
// needed (the header imports this index on every page); the bell, after the first paint and for a
// signed-in person only, since it brings the phone's database.
export const LazyNotificationBell = lazy(() => import('./NotificationBell'))
export const loadNotificationsPage = () => import('./NotificationsPage')
