/// <reference lib="webworker" />
// Changes that leave the phone in the background: when the connection returns with the app
// closed, the browser wakes this worker (Background Sync) and the outbox is sent by the app's own
// sync engine (src/offline/background.ts) — exactly once, in order, refusals kept for the next
// opening. Where the browser grants Periodic Background Sync (an installed app), the person's
// conversations and notifications are fetched so they are there when the app opens offline.
import { OfflineDatabase, REFRESH_TAG, SEND_TAG, refreshInBackground, sendQueuedInBackground } from '../src/offline/tools'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance?: boolean
}

let db: OfflineDatabase | undefined
/** The phone's database (the app's own), opened on first use. */
export const phone = () => (db ??= new OfflineDatabase())

export function registerBackgroundSync() {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== SEND_TAG) return
    event.waitUntil(
      sendQueuedInBackground(phone()).then((report) => {
        // Still waiting for the network: the browser tries the sync again later.
        if (report && report.retrying > 0 && !event.lastChance) throw new Error('Alterações ainda aguardando envio.')
      }),
    )
  }) as EventListener)
  self.addEventListener('periodicsync', ((event: SyncEvent) => {
    if (event.tag === REFRESH_TAG) event.waitUntil(refreshInBackground(phone()))
  }) as EventListener)
}
