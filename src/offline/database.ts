import { OfflineDatabase } from './db'

/** The app's one local database (opened by Dexie on first use). */
export const offlineDb = new OfflineDatabase()
