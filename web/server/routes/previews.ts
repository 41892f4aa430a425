import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { formatKg } from '../../../src/lib/formats/format.ts'
import { isUuid } from '../ad-page.ts'
import { REVALIDATE, SHARED, TEXT } from '../answers.ts'
import { photoPreviewJpeg, previewCache, previewJpeg } from '../og-image.ts'
import { initials, sellerName, spaceLeft, tripRoute } from '../profile-and-trip-pages.ts'
import { ReadFailed, type AdForPage } from '../public-reads.ts'
import { textCardSvg } from '../text-card.ts'
import { Busy, workQueue } from '../work-queue.ts'
import type { Route, ServerContext } from './route.ts'

// The preview pictures of shared links (/og/…): an ad's first photo, an illustration of the build,
// a seller's avatar or initials, a trip's route — JPEG, made once per key and kept a while.

/** Previews made at once (each decodes a photo) and waiting; past both, the category's picture. */
const PREVIEW_WORK = { concurrency: 2, waiting: 8 }

const fetchPicture = async (url: string) => {
  const answer = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null)
  return answer?.ok ? Buffer.from(await answer.arrayBuffer()) : null
}

export function previewRoutes({ dist, reads, answers, adOf, seller, tripOf }: ServerContext): Route[] {
  const { send, tryAgainLater } = answers
  const previews = previewCache()
  const previewWork = workQueue(PREVIEW_WORK)

  /**
   * A preview picture: made once per key (kept a while; requests in flight share the work), at most
   * PREVIEW_WORK at a time — past that, `busy` (the category's picture) or "try again".
   */
  async function picture(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    make: () => Promise<Buffer | null>,
    busy?: () => Promise<Buffer | null>,
  ) {
    let jpeg = previews.get(key)
    try {
      jpeg ??= (await previewWork.run(key, make)) ?? undefined
    } catch (error) {
      if (error instanceof Busy) {
        const instead = await busy?.().catch(() => null)
        return instead ? send(req, res, 200, 'image/jpeg', SHARED, instead) : tryAgainLater(req, res)
      }
      if (!(error instanceof ReadFailed)) throw error
      // The database is slow: the previewer may ask again; nothing is cached.
      return tryAgainLater(req, res)
    }
    if (!jpeg) return send(req, res, 404, TEXT, REVALIDATE, 'Not found')
    previews.set(key, jpeg)
    send(req, res, 200, 'image/jpeg', SHARED, jpeg)
  }

  /** A category's illustration as a preview, made once (also what a photo that cannot be used gets). */
  const categoryPreviews = new Map<string, Promise<Buffer | null>>()
  const categoryPreview = (categoria: string) => {
    if (!categoryPreviews.has(categoria)) {
      const file = path.join(dist, 'images', 'categorias', `${categoria}.svg`)
      const made = existsSync(file) ? previewJpeg(readFileSync(file)) : Promise.resolve(null)
      categoryPreviews.set(categoria, made)
      made.catch(() => categoryPreviews.delete(categoria))
    }
    return categoryPreviews.get(categoria)!
  }

  async function adPreview(req: IncomingMessage, res: ServerResponse, id: string) {
    let ad: AdForPage | null
    try {
      // Asked again each time (within FRESH_MS): a hidden ad's picture goes with it.
      ad = isUuid(id) ? await adOf(id) : null
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error
      return tryAgainLater(req, res)
    }
    if (!ad) return send(req, res, 404, TEXT, REVALIDATE, 'Not found')
    const photo = ad.imagens?.[0]
    const fallback = () => categoryPreview(ad.categoria)
    if (!photo) return picture(req, res, `categoria:${ad.categoria}`, fallback)
    return picture(
      req,
      res,
      `foto:${photo}`,
      async () => {
        const source = await fetchPicture(reads.photoUrl(photo))
        // A photo that cannot be read, or past the pixel limit: the category's picture.
        return (source && (await photoPreviewJpeg(source).catch(() => null))) ?? fallback()
      },
      fallback,
    )
  }

  return [
    { path: /^\/og\/anuncio\/([^/]+)\.jpg$/, handle: (req, res, [id]) => adPreview(req, res, id) },
    {
      // An illustration of the build (an article's, a category's) as the JPEG previews want.
      path: /^\/og\/imagem\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.jpg$/,
      handle: (req, res, [name]) => {
        const file = path.join(dist, `${name}.svg`)
        return picture(req, res, `imagem:${name}`, async () => (existsSync(file) ? previewJpeg(readFileSync(file)) : null))
      },
    },
    {
      path: /^\/og\/vendedor\/([^/]+)\.jpg$/,
      handle: (req, res, [encoded]) => {
        const username = decodeURIComponent(encoded)
        return picture(req, res, `vendedor:${username}`, async () => {
          const found = (await seller(username)).seller
          if (!found) return null
          const avatar = found.avatar_path ? await fetchPicture(reads.photoUrl(found.avatar_path)) : null
          const card = () => previewJpeg(textCardSvg(initials(sellerName(found)), `${sellerName(found)} · Campo Solidário`))
          return (avatar && (await photoPreviewJpeg(avatar).catch(() => null))) ?? card()
        })
      },
    },
    {
      path: /^\/og\/viagem\/([^/]+)\.jpg$/,
      handle: (req, res, [id]) =>
        picture(req, res, `viagem:${id}`, async () => {
          const trip = isUuid(id) ? await tripOf(id) : null
          return trip ? previewJpeg(textCardSvg(tripRoute(trip), `Frete Solidário · ${formatKg(spaceLeft(trip))} livres`)) : null
        }),
    },
  ]
}
