/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

// What the app shows from other origins and must show again offline: map tiles and ad photos.
// Both are immutable at their address (a photo's path never gets other content; a tile is a
// tile), so cache-first, bounded by count and age. Only complete answers are kept (status 200 —
// never opaque responses, which cost megabytes of quota each).

const DAY = 24 * 60 * 60

/** z/x/y raster or vector tiles from the configured tile server. */
const isTile = (url: URL) => /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp|pbf|mvt)$/.test(url.pathname)

/** Public photos in Supabase Storage (bucket `imagens`). */
const isAdPhoto = (url: URL) => url.pathname.includes('/storage/v1/object/public/imagens/')

/** Cache-first, keeping only complete answers, bounded by count and age. */
function cacheFirst(cacheName: string, maxEntries: number, maxAgeDays: number) {
  return new CacheFirst({
    cacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY, purgeOnQuotaError: true }),
    ],
  })
}

export function registerRuntimeCaches() {
  registerRoute(({ url, request }) => request.method === 'GET' && isTile(url), cacheFirst('mapa-tiles', 800, 30))
  registerRoute(({ url, request }) => request.method === 'GET' && isAdPhoto(url), cacheFirst('fotos-anuncios', 400, 60))
}
