import { lazy } from 'react'

// The count of unread messages, for the header and the account's tab bar. It brings the phone's
// database, so it loads after the first paint, as the sync's status line does.
export const LazyUnreadBadge = lazy(() => import('./UnreadBadge'))
