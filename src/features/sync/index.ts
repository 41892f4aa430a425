import { lazy } from 'react'

// The sync's status for the layout, loaded after the first paint: it brings the local database,
// which must stay out of the first load.
export const SyncNotice = lazy(() => import('./SyncNotice'))
