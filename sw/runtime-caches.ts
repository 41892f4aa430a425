/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { matchPrecache } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { RUNTIME_CACHES } from '../src/lib/protocols/runtime-cache-names'

// What the app must show again offline without having downloaded it at install: map tiles and ad
// photos (other origins), the app's own code left to its first use (the map, the IBGE seats:
// scripts/precache-split.ts) and the prerendered articles, tags and categories once read.
// Files are immutable at their address (a photo's path never gets other content, a tile is a
// tile, a module's name carries its hash), so cache-first, bounded by count and age. Only
// complete answers are kept (status 200 — never opaque responses, which cost megabytes each).

const DAY = 24 * 60 * 60

/** z/x/y raster or vector tiles from the configured tile server. */
const isTile = (url: URL) => /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp|pbf|mvt)$/.test(url.pathname)

/** The app's hashed modules and styles (those not precached reach here). */
const isAppAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/')

/** Pages prerendered but not precached: an article, a tag, a category. */
const PAGES_ON_USE = [/^\/informativos\/[^/]+\/?$/, /^\/tags\/[^/]+\/?$/, /^\/categories\/[^/]+\/?$/]

/** Public photos in Supabase Storage (bucket `imagens`). */
const isAdPhoto = (url: URL) => url.pathname.includes('/storage/v1/object/public/imagens/')

/** Cache-first, keeping only complete answers, bounded by count and age. */
function cacheFirst(cacheName: string, maxEntries: number, maxAgeDays: number, counting: WorkboxPlugin) {
  return new CacheFirst({
    cacheName,
    plugins: [
      counting,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY, purgeOnQuotaError: true }),
    ],
  })
}

declare const self: ServiceWorkerGlobalScope

/** `counting` sees each response that came from the network ("Uso de dados"). */
export function registerRuntimeCaches(counting: WorkboxPlugin) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isAppAsset(url),
    cacheFirst(RUNTIME_CACHES.modules, 60, 90, counting),
  )
  // The page from the network when there is one (kept for later), else the copy kept, else the
  // shell, which draws any article, tag or category from the precached articles' chunk.
  registerRoute(
    new NavigationRoute(
      new NetworkFirst({
        cacheName: RUNTIME_CACHES.pages,
        networkTimeoutSeconds: 4,
        plugins: [
          counting,
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
          { handlerDidError: async () => (await matchPrecache('shell.html')) ?? Response.error() },
        ],
      }),
      { allowlist: PAGES_ON_USE },
    ),
  )
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isTile(url),
    cacheFirst(RUNTIME_CACHES.tiles, 800, 30, counting),
  )
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isAdPhoto(url),
    cacheFirst(RUNTIME_CACHES.photos, 400, 60, counting),
  )
}
