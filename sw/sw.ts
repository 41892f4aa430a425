/// <reference lib="webworker" />
// Campo Solidário's service worker: the prerendered pages, the shell and every route chunk
// precached, so every page opens offline after the first visit; the map, the IBGE seats and the
// prerendered articles, tags and categories are cached when first used (runtime-caches.ts: the
// shell draws those pages offline meanwhile). An ad's page
// opens from its prerendered frame (product.html), a seller's from vendedor.html, any other address
// from the neutral shell.
// Data is not cached here — the app keeps it in IndexedDB — and no authenticated API response is;
// map tiles and ad photos are (runtime-caches.ts). Pushed notifications are shown (push.ts);
// the outbox is sent when the connection returns with the app closed (background-sync.ts).
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { signedInOnPhone } from '../src/offline/tools'
import { phone, registerBackgroundSync } from './background-sync'
import { registerPush } from './push'
import { registerRuntimeCaches } from './runtime-caches'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRuntimeCaches()
registerRoute(new NavigationRoute(createHandlerBoundToURL('product.html'), { allowlist: [/^\/product\/[^/]+\/?$/] }))
registerRoute(new NavigationRoute(createHandlerBoundToURL('vendedor.html'), { allowlist: [/^\/vendedor\/[^/]+\/?$/] }))
registerRoute(new NavigationRoute(createHandlerBoundToURL('shell.html')))
registerPush(() => signedInOnPhone(phone()))
registerBackgroundSync()

// The first install takes control at once; later versions wait until the person chooses
// "Atualizar agora" (see src/ui/pwa/register-service-worker.ts).
clientsClaim()
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
