/// <reference lib="webworker" />
// Campo Solidário's service worker: the shell precached, and the prerendered pages and every route
// chunk kept as they are opened and downloaded whole at the next visit (offline-copy.ts), so every
// page opens offline after a second visit; the map, the IBGE seats and the
// prerendered articles, tags and categories are cached when first used (runtime-caches.ts: the
// shell draws those pages offline meanwhile). An ad's page
// opens from its prerendered frame (product.html), a seller's from vendedor.html, any other address
// from the neutral shell.
// Data is not cached here — the app keeps it in IndexedDB — and no authenticated API response is;
// map tiles and ad photos are (runtime-caches.ts). Pushed notifications are shown (push.ts);
// the outbox is sent when the connection returns with the app closed (background-sync.ts).
import { clientsClaim } from 'workbox-core'
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { signedInOnPhone } from '../src/offline/tools'
import { phone, registerBackgroundSync } from './background-sync'
import { registerPush } from './push'
import { registerRuntimeCaches } from './runtime-caches'
import { registerShareTarget } from './share-target'
import type { CopyEntry } from '../src/lib/protocols/offline-copy-protocol'
import { countOwnDownloads, countingPlugin } from './data-use'
import { offlineCopy, wantsWholeCopy } from './offline-copy'

declare const self: ServiceWorkerGlobalScope

// Every install keeps the shell (Workbox's precache); the rest of the offline copy on Wi-Fi or when
// updating a copy already kept (offline-copy.ts). Its failure does not fail the install: the page
// asks again on its next start.
const entries = self.__WB_MANIFEST as unknown as Partial<CopyEntry>[]
// The web manifest comes unmarked (vite-plugin-pwa adds it after the build marks the rest).
const isCore = (entry: Partial<CopyEntry>) => entry.core === true || entry.bytes === undefined
countOwnDownloads()
addPlugins([countingPlugin])
precacheAndRoute(entries.filter(isCore) as CopyEntry[])
cleanupOutdatedCaches()
const copy = offlineCopy(entries.filter((entry) => !isCore(entry)) as CopyEntry[])
self.addEventListener('install', (event) => {
  event.waitUntil(
    wantsWholeCopy(self.registration.active !== null).then((whole) =>
      whole ? copy.complete().catch(() => undefined) : undefined,
    ),
  )
})
self.addEventListener('activate', (event) => event.waitUntil(copy.forgetOthers()))
registerRuntimeCaches(countingPlugin)
registerRoute(new NavigationRoute(createHandlerBoundToURL('product.html'), { allowlist: [/^\/product\/[^/]+\/?$/] }))
registerRoute(new NavigationRoute(createHandlerBoundToURL('vendedor.html'), { allowlist: [/^\/vendedor\/[^/]+\/?$/] }))
registerRoute(new NavigationRoute(createHandlerBoundToURL('shell.html')))
registerShareTarget()
registerPush(() => signedInOnPhone(phone()))
registerBackgroundSync()

// The first install takes control at once; later versions wait until the person chooses
// "Atualizar agora" (see src/ui/pwa/register-service-worker.ts).
clientsClaim()
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
