// The sync machinery itself, for the tools that drive it outside the app (local-supabase's sync
// benchmark, the demo data, the service worker): the phone's database, the outbox, the sender, the
// engine, where photos are stored and the background runs. The app's screens use index.ts instead.
export { OfflineDatabase } from './store/database'
export { enqueue } from './engine/outbox'
export { createSender } from './registry'
export { browserLock, runSync } from './engine/sync-engine'
export { numberedPhotoPath } from './ads/photo-paths'
export { REFRESH_TAG, SEND_TAG, refreshInBackground, sendQueuedInBackground, signedInOnPhone } from './background'
export { pullPersonChanges } from './person-changes'
export { pullPixKey } from './pix/pull'
export { pullTrips } from './trips/pull'
