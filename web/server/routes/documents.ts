import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants } from 'node:zlib'
import { NEAR_ATTRIBUTE, SELLER_ATTRIBUTE } from '../../contract.ts'
import { adPage, isUuid, unavailablePage } from '../ad-page.ts'
import { REVALIDATE, SHARED } from '../answers.ts'
import { sharedCityPoint } from '../city-link.ts'
import { memo } from '../memo.ts'
import { sellerPage, tripPage } from '../profile-and-trip-pages.ts'
import { ReadFailed, type AdForPage } from '../public-reads.ts'
import { PASS, type Route, type ServerContext } from './route.ts'

// The pages: each ad's, seller's and trip's own (head, text and preview for shared links; the
// prerendered frame alone when the database is slow), the list near a shared city, and the build's
// pages — through here, not the static host: each carries its own script policy, also on a 304.

export function documentRoutes({ siteUrl, reads, answers, pages, bootAnswers, adOf, seller, tripOf }: ServerContext): Route[] {
  const { html, send } = answers
  // The pages of the ads being opened now (a page is ~50 KB: a few dozen, not every ad read).
  const adPages = new Map<AdForPage, { body: string; etag: string }>()
  const latestAds = memo<AdForPage[]>(10_000)

  async function productPage(req: IncomingMessage, res: ServerResponse, id: string, url: URL) {
    const frame = pages.text('product.html')
    if (!isUuid(id)) return html(req, res, 404, REVALIDATE, unavailablePage(frame, id, siteUrl, []))
    try {
      const ad = await adOf(id)
      if (ad) {
        // One read serves everyone for FRESH_MS: its page is written (and hashed) once too.
        if (!adPages.has(ad)) {
          const body = adPage(frame, ad, siteUrl)
          adPages.set(ad, { body, etag: answers.etagOfPage(body) })
          if (adPages.size > 32) adPages.delete(adPages.keys().next().value!)
        }
        const { body, etag } = adPages.get(ad)!
        const page = await bootAnswers.withAnswer(req, res, body, url)
        return send(req, res, 200, 'text/html; charset=utf-8', SHARED, page, page === body ? etag : undefined)
      }
      // A few public ads of the same category near its city (the newest, for an unknown id).
      const gone = await reads.unavailableAd(id).catch(() => null)
      const others = await (
        gone ? reads.nearbyAds(gone.categoria, gone.cidade, gone.uf, 4) : latestAds('latest', () => reads.latestAds(4))
      ).catch(() => [])
      // The owner of a paused ad still opens it: the app, signed in, shows it over this page.
      return html(req, res, 404, REVALIDATE, unavailablePage(frame, id, siteUrl, others))
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error
      return html(req, res, 200, REVALIDATE, frame)
    }
  }

  /** A page of the neutral shell with its own head; the shell alone when the data is slow or missing. */
  async function shellWithHead(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    make: () => Promise<string | null>,
    frame = 'shell.html',
  ) {
    try {
      const body = await make()
      if (body) return html(req, res, 200, SHARED, await bootAnswers.withAnswer(req, res, body, url))
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error
    }
    html(req, res, 200, REVALIDATE, pages.text(frame))
  }

  // The build's pages with an answer written in (the home, the list), each compressed once: Brotli
  // at quality 5 takes ~4 ms for the home's 130 KB (quality 11, the build's, ~150 ms) and is 2 KB larger.
  const answeredBrotli = new Map<string, Buffer>()
  const brotliOfAnswered = (page: string) => {
    let encoded = answeredBrotli.get(page)
    if (!encoded) {
      encoded = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      answeredBrotli.set(page, encoded)
      if (answeredBrotli.size > 8) answeredBrotli.delete(answeredBrotli.keys().next().value!)
    }
    return encoded
  }

  /** A build page, as web/precompress.ts compressed it when the browser takes Brotli. */
  async function buildPage(req: IncomingMessage, res: ServerResponse, name: string, url: URL) {
    const page = await bootAnswers.withAnswer(req, res, pages.text(name), url)
    const brotli = page === pages.text(name) ? pages.brotli(name) : brotliOfAnswered(page)
    res.appendHeader('Vary', 'Accept-Encoding')
    // The static host's own weighing of Accept-Encoding (br first, never when refused with q=0).
    if (brotli && /\bbr\b(?!;\s*q=0(\.0*)?\b)/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('Content-Encoding', 'br')
      // Its own ETag: a cache must not answer a plain copy's revalidation with the Brotli bytes.
      const etag = answers.etagOfPage(page).replace(/"$/, '-br"')
      return send(req, res, 200, 'text/html; charset=utf-8', REVALIDATE, page, etag, brotli)
    }
    html(req, res, 200, REVALIDATE, page)
  }

  return [
    {
      path: /^\/vendedor\/([^/]+)\/?$/,
      handle: (req, res, [encoded], url) => {
        const username = decodeURIComponent(encoded)
        return shellWithHead(
          req,
          res,
          url,
          async () => {
            const found = await seller(username)
            // The seller's id, for the boot script to ask for their ads before the app's code.
            const frame =
              found.seller && pages.text('vendedor.html').replace('<html ', `<html ${SELLER_ATTRIBUTE}="${found.seller.id}" `)
            return found.seller && frame ? sellerPage(frame, found.seller, found.ads, siteUrl) : null
          },
          'vendedor.html',
        )
      },
    },
    {
      path: /^\/viagens\/([^/]+)\/?$/,
      handle: (req, res, [id], url) =>
        isUuid(id)
          ? shellWithHead(req, res, url, async () => {
              const trip = await tripOf(id)
              return trip ? tripPage(pages.text('viagem.html'), trip, siteUrl) : null
            })
          : PASS,
    },
    { path: /^\/product\/([^/]+)\/?$/, handle: (req, res, [id], url) => productPage(req, res, decodeURIComponent(id), url) },
    {
      // The list near a city, from a shared link: the prerendered list, told where.
      path: /^\/frete-solidario\/?$/,
      handle: async (req, res, _, url) => {
        const point = await sharedCityPoint(url.searchParams)
        if (!point) return PASS
        html(
          req,
          res,
          200,
          REVALIDATE,
          pages.text('frete-solidario.html').replace('<html ', `<html ${NEAR_ATTRIBUTE}="${point}" `),
        )
      },
    },
    {
      path: /^\/.*$/,
      handle: (req, res, _, url) => {
        const file = pages.fileAt(url.pathname)
        return file ? buildPage(req, res, file, url) : PASS
      },
    },
  ]
}
