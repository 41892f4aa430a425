import { OfflineDatabase } from './database'

/** The app's one local database (opened by Dexie on first use). */
export const offlineDb = new OfflineDatabase()
