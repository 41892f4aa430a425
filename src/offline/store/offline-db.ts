import { OfflineDatabase } from './database'

/** The app's one local database (opened by Dexie on first use). */
export const offlineDb = new OfflineDatabase()

const replacedListeners = new Set<() => void>()
let replaced = false

// A newer version of the app opened in another tab needs this database closed to upgrade it.
// This tab lets it go (else both would wait on each other) and says so: its screens keep what is
// typed, but nothing more is read or recorded here until the page is reloaded.
offlineDb.on('versionchange', () => {
  offlineDb.close()
  replaced = true
  for (const listener of replacedListeners) listener()
  return false
})

/** Whether a newer version of the app closed this tab's database. */
export const databaseReplaced = () => replaced

/** Called once a newer version of the app, in another tab, has closed this tab's database. */
export function onDatabaseReplaced(listener: () => void): () => void {
  replacedListeners.add(listener)
  return () => replacedListeners.delete(listener)
}
