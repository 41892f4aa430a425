// The person's notifications on the phone, as the screens use them.
export * from './commands'
export { useNotifications, useNotifiedAbout, useUnreadNotificationCount, type NotificationsLookup } from './hooks'
export type { CachedNotification } from './types'
