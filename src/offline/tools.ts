// The sync machinery itself, for the tools that drive it outside the app (local-supabase's sync
// benchmark, the demo data): the phone's database, the outbox, the sender, the engine and where
// photos are stored. The app's screens use index.ts instead.
export { OfflineDatabase } from './store/database'
export { enqueue } from './engine/outbox'
export { createSender } from './registry'
export { browserLock, runSync } from './engine/sync-engine'
export { numberedPhotoPath } from './ads/photo-paths'
