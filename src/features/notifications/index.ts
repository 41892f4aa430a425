import { lazy } from 'react'

// The person's notifications: the inbox (/notificacoes), the header's bell and this device's Web
// Push settings. All load only when needed (the header imports this index on every page); the
// bell after the first paint and for a signed-in person only, since it brings the phone's database.
export const LazyNotificationBell = lazy(() => import('./NotificationBell'))
export const LazyPushSettings = lazy(() => import('./PushSettings'))
export const loadNotificationsPage = () => import('./NotificationsPage')

/** Offers notifications after a first ad, message or trip (see push-offer.tsx); loads on use. */
export const offerPush = (occasion: 'anuncio' | 'mensagem' | 'viagem') =>
  void import('./push-offer').then((m) => m.offerPush(occasion))
