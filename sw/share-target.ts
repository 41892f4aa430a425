/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import {
  SHARE_TARGET_PATH,
  SHARED_ADDRESS,
  SHARED_CACHE,
  SHARED_MAX_BYTES,
  SHARED_MAX_PHOTOS,
  type SharedItems,
} from '../src/lib/protocols/share-target-protocol'

/** The first images that fit: at most SHARED_MAX_PHOTOS, SHARED_MAX_BYTES in all. */
function withinCaps(images: File[]): File[] {
  const kept: File[] = []
  let bytes = 0
  for (const image of images) {
    if (kept.length === SHARED_MAX_PHOTOS) break
    if (bytes + image.size > SHARED_MAX_BYTES) continue
    kept.push(image)
    bytes += image.size
  }
  return kept
}

// "Compartilhar com o Campo Solidário" (issue 57): the phone's share sheet posts photos and text
// to the manifest's share_target; this worker keeps them on the phone (Cache Storage: the page may
// not be open yet, and it may be offline) and sends the person to the new-ad form, which takes
// them (src/features/publish/shared-photos.ts). An ad holds 5 photos; other files are left out.
// A share that arrives empty (some Android versions send a second request) keeps what was kept.
// Any page elsewhere can post a form here too: what is kept is bounded (5 photos, 25 MB in all) and
// only offered — the form fills nothing until the person says "Usar no anúncio".

declare const self: ServiceWorkerGlobalScope

const FORM = '/criar-anuncio?compartilhado=1'

async function keep(request: Request) {
  const form = await request.formData().catch(() => null)
  if (!form) return
  const files = form.getAll('fotos').filter((entry): entry is File => entry instanceof File && entry.size > 0)
  const images = files.filter((file) => file.type.startsWith('image/'))
  const words = ['title', 'text', 'url'].map((name) => form.get(name)).filter((v): v is string => typeof v === 'string')
  // Apps send the same words as title and text: once each.
  const texto = [...new Set(words.map((w) => w.trim()).filter(Boolean))].join('\n').slice(0, 2000)
  if (files.length === 0 && !texto) return
  const cache = await caches.open(SHARED_CACHE)
  for (const old of await cache.keys()) await cache.delete(old)
  const kept = withinCaps(images)
  await Promise.all(
    kept.map((file, i) =>
      cache.put(
        `${SHARED_ADDRESS}foto-${i}`,
        new Response(file, { headers: { 'Content-Type': file.type, 'X-Nome': encodeURIComponent(file.name) } }),
      ),
    ),
  )
  const items: SharedItems = {
    texto,
    fotos: kept.length,
    deixadas: images.length - kept.length,
    ignorados: files.length - images.length,
    guardadoEm: Date.now(),
  }
  await cache.put(`${SHARED_ADDRESS}itens`, Response.json(items))
}

export function registerShareTarget() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
    async ({ request }) => {
      await keep(request)
      return Response.redirect(FORM, 303)
    },
    'POST',
  )
}
