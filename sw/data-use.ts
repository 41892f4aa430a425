/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core'
import { addDataUse } from '../src/lib/device/data-use'

// "Uso de dados": the bytes this worker downloads (the app's files and pages, photos, map tiles),
// counted per month on the phone's calendar and kept in Cache Storage, where the page reads them.
// Its own origin's by the browser's resource timing (bytes that came over the network, nothing for
// an answer the HTTP cache gave); another origin's (Storage, tiles), which hide that figure, by
// their declared length. The app's data requests do not pass through here: the page counts those.

declare const self: ServiceWorkerGlobalScope

let pending = 0
let writing: Promise<void> = Promise.resolve()

/** Adds to this month's count; what came during a write goes in the next one. */
function countDownloaded(bytes: number): Promise<void> {
  if (bytes <= 0) return writing
  pending += bytes
  writing = writing.then(() => {
    const now = pending
    pending = 0
    return addDataUse('app', now)
  })
  return writing
}

/** For Workbox's strategies: another origin's response, by its declared length. */
export const countingPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (new URL(request.url).origin !== self.location.origin && response.type !== 'opaque') {
      event?.waitUntil(countDownloaded(Number(response.headers.get('content-length')) || 0))
    }
    return response
  },
}

/** This origin's fetches, as they end. */
export function countOwnDownloads() {
  if (typeof PerformanceObserver === 'undefined') return
  new PerformanceObserver((list) => {
    let bytes = 0
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.startsWith(self.location.origin)) bytes += entry.transferSize
    }
    void countDownloaded(bytes)
    // The worker's buffer of entries is small; the observer has what it needs.
    performance.clearResourceTimings()
  }).observe({ type: 'resource' })
}
