// The web app's server in production and in `npm start`: the build (`dist/`) as a static host
// serves it — compressed, hashed assets cached for a year, pages revalidated, each public route's
// prerendered page, any other address the neutral shell — plus what a static host cannot do:
// each ad's own page for shared links (head, text, preview picture; 404 when gone), and
// /sitemap.xml and /robots.txt from the live data. It reads Supabase as a visitor does (anon key,
// row-level security) and never waits long for it: the prerendered frame answers instead.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import compression from 'compression'
import sirv from 'sirv'
import { adPage, isUuid, unavailablePage } from './ad-page.ts'
import { sharedCityPoint } from './city-link.ts'
import { NEAR_ATTRIBUTE, SELLER_ATTRIBUTE } from '../contract.ts'
import { securityHeaders } from './security-headers.ts'
import { previewCache, previewJpeg } from './og-image.ts'
import { Busy, workQueue } from './work-queue.ts'
import { formatKg } from '../../src/lib/format.ts'
import { initials, sellerName, sellerPage, spaceLeft, tripPage, tripRoute } from './profile-and-trip-pages.ts'
import { createPublicReads, ReadFailed, type AdForPage } from './public-reads.ts'
import { robotsTxt } from './robots.ts'
import { liveEntries, prerenderedEntries, sitemapDocument, type SitemapEntry } from './sitemap.ts'
import { textCardSvg } from './text-card.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
/**
 * Shared pages and their pictures: kept by a CDN or a browser, but asked again each time (their
 * `ETag` answers 304 when nothing changed), so an ad hidden, paused or sold is gone at once.
 */
export const SHARED = 'public, no-cache'
/**
 * How long the server trusts what it read of one ad, seller or trip: requests within it share one
 * read (a viral link is one read a second), and a change (hidden, paused, sold, deleted, a seller
 * deactivated, a trip cancelled) reaches the next visitor within it.
 */
export const FRESH_MS = 1000
/** Previews made at once (each decodes a photo) and waiting; past both, the category's picture. */
const PREVIEW_WORK = { concurrency: 2, waiting: 8 }
/** The sitemap is made again at most this often; meanwhile, and when a read fails, the last good one answers. */
const SITEMAP_FRESH_MS = 60_000

export interface AppServerOptions {
  supabaseUrl: string
  anonKey: string
  /** The site's public address (canonical links, previews, sitemap), without a trailing slash. */
  siteUrl: string
  /** How long a page waits for the database before answering without it. */
  readTimeoutMs?: number
  /** How often the sitemap is made again (default a minute). */
  sitemapFreshMs?: number
  /** Send Strict-Transport-Security (default: when `siteUrl` is https). */
  hsts?: boolean
}

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** The build's pages (its .html files), by the addresses that name them: `/` and `/x` or `/x.html`. */
function buildPages(dist: string): Map<string, string> {
  const named = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(dist, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(file)
      } else if (entry.name.endsWith('.html')) {
        named.set(`/${file}`, file)
        named.set(`/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, file)
      }
    }
  }
  walk('')
  return named
}

/** Which prerendered file answers a path that is not a file of the build. */
export function fallbackPage(pathname: string): string {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return 'product.html'
  return /^\/vendedor\/[^/]+\/?$/.test(pathname) ? 'vendedor.html' : 'shell.html'
}

/**
 * A value made again at most every `ms`; until the new one is ready (or when making it fails) the
 * last good one answers. Only the very first wait is for the work itself.
 */
function lastGood<T>(ms: number, make: () => Promise<T>) {
  let good: { at: number; value: T } | null = null
  let making: Promise<T> | null = null
  const refresh = () =>
    (making ??= make()
      .then((value) => {
        good = { at: Date.now(), value }
        return value
      })
      .finally(() => {
        making = null
      }))
  return (): Promise<T> => {
    if (!good) return refresh()
    if (Date.now() - good.at >= ms) void refresh().catch(() => undefined)
    return Promise.resolve(good.value)
  }
}

/** A value remembered for `ms` (a shared link is opened by many at once). */
function memo<T>(ms: number) {
  const values = new Map<string, { at: number; value: Promise<T> }>()
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const hit = values.get(key)
    if (hit && Date.now() - hit.at < ms) return hit.value
    const value = make()
    values.set(key, { at: Date.now(), value })
    value.catch(() => values.delete(key))
    if (values.size > 1000) values.delete(values.keys().next().value!)
    return value
  }
}

export function createAppServer(dist: string, options: AppServerOptions): Server {
  const siteUrl = options.siteUrl.replace(/\/+$/, '')
  const reads = createPublicReads({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    timeoutMs: options.readTimeoutMs ?? 1500,
  })
  const security = securityHeaders(dist, { hsts: options.hsts ?? siteUrl.startsWith('https:') })
  const files = sirv(dist, {
    etag: true,
    extensions: ['html'],
    // The files web/precompress.ts made at build (Brotli at quality 11), when the browser takes them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    },
  })
  const compress = compression()
  const pages = new Map<string, string>()
  const pageFiles = buildPages(dist)
  // A page's ETag, made once per text (the build's pages and the ad pages being opened now).
  const pageEtags = new Map<string | Buffer, string>()
  const etagOfPage = (body: string | Buffer) => {
    if (typeof body !== 'string') return etagOf(body)
    let etag = pageEtags.get(body)
    if (!etag) {
      etag = etagOf(body)
      pageEtags.set(body, etag)
      if (pageEtags.size > 128) pageEtags.delete(pageEtags.keys().next().value!)
    }
    return etag
  }
  const page = (name: string) => {
    if (!pages.has(name)) {
      const file = path.join(dist, name)
      pages.set(name, readFileSync(existsSync(file) ? file : path.join(dist, 'index.html'), 'utf8'))
    }
    return pages.get(name)!
  }
  const adOf = memo<AdForPage | null>(FRESH_MS)
  // The pages of the ads being opened now (a page is ~50 KB: a few dozen, not every ad read).
  const adPages = new Map<AdForPage, { body: string; etag: string }>()
  const latestAds = memo<AdForPage[]>(10_000)
  const previews = previewCache()
  const previewWork = workQueue(PREVIEW_WORK)
  const sitemaps = lastGood<SitemapEntry[]>(options.sitemapFreshMs ?? SITEMAP_FRESH_MS, async () => [
    ...prerenderedEntries(dist),
    ...(await liveEntries(reads)),
  ])

  let sitemapFiles: { entries: SitemapEntry[] | null; files: Map<number, { plain: Buffer; gzip: Buffer } | null> } = {
    entries: null,
    files: new Map(),
  }

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    type: string,
    cache: string,
    body: string | Buffer,
    etag = status === 200 && (cache === SHARED || cache === REVALIDATE) ? etagOfPage(body) : undefined,
    /** The body as sent, already encoded (its Content-Encoding set). */
    encoded?: Buffer,
  ) => {
    // Also on a 304: the browser takes its headers for the page it keeps.
    if (type.startsWith('text/html')) security.forPage(res, String(body))
    if (etag) {
      res.setHeader('ETag', etag)
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { 'Cache-Control': cache }).end()
        return
      }
    }
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache })
    res.end(req.method === 'HEAD' ? undefined : (encoded ?? body))
  }
  // A build page as web/precompress.ts made it (Brotli at quality 11), when the browser takes it.
  const brotliPages = new Map<string, Buffer | null>()
  const brotliPage = (name: string) => {
    if (!brotliPages.has(name)) {
      const file = path.join(dist, `${name}.br`)
      brotliPages.set(name, existsSync(file) ? readFileSync(file) : null)
    }
    return brotliPages.get(name)
  }
  const buildPage = (req: IncomingMessage, res: ServerResponse, name: string) => {
    const brotli = brotliPage(name)
    res.setHeader('Vary', 'Accept-Encoding')
    // The static host's own weighing of Accept-Encoding (br first, never when refused with q=0).
    if (brotli && /\bbr\b(?!;\s*q=0(\.0*)?\b)/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('Content-Encoding', 'br')
      return send(req, res, 200, 'text/html; charset=utf-8', REVALIDATE, page(name), undefined, brotli)
    }
    html(req, res, 200, REVALIDATE, page(name))
  }
  const html = (req: IncomingMessage, res: ServerResponse, status: number, cache: string, body: string) =>
    send(req, res, status, 'text/html; charset=utf-8', cache, body)

  async function productPage(req: IncomingMessage, res: ServerResponse, id: string) {
    const frame = page('product.html')
    if (!isUuid(id)) return html(req, res, 404, REVALIDATE, unavailablePage(frame, id, siteUrl, []))
    try {
      const ad = await adOf(id, () => reads.ad(id))
      if (ad) {
        // One read serves everyone for FRESH_MS: its page is written (and hashed) once too.
        if (!adPages.has(ad)) {
          const body = adPage(frame, ad, siteUrl)
          adPages.set(ad, { body, etag: etagOfPage(body) })
          if (adPages.size > 32) adPages.delete(adPages.keys().next().value!)
        }
        const { body, etag } = adPages.get(ad)!
        return send(req, res, 200, 'text/html; charset=utf-8', SHARED, body, etag)
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
      ad = isUuid(id) ? await adOf(id, () => reads.ad(id)) : null
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error
      return tryAgainLater(req, res)
    }
    if (!ad) return send(req, res, 404, 'text/plain; charset=utf-8', REVALIDATE, 'Not found')
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
        return (source && (await previewJpeg(source).catch(() => null))) ?? fallback()
      },
      fallback,
    )
  }

  const tryAgainLater = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Retry-After', '30')
    send(req, res, 503, 'text/plain; charset=utf-8', REVALIDATE, 'Tente novamente em instantes')
  }

  /** A page of the neutral shell with its own head; the shell alone when the data is slow or missing. */
  async function shellWithHead(
    req: IncomingMessage,
    res: ServerResponse,
    make: () => Promise<string | null>,
    frame = 'shell.html',
  ) {
    try {
      const body = await make()
      if (body) return html(req, res, 200, SHARED, body)
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error
    }
    html(req, res, 200, REVALIDATE, page(frame))
  }

  const sellerOf = memo<{ seller: Awaited<ReturnType<typeof reads.seller>>; ads: number }>(FRESH_MS)
  const seller = (username: string) =>
    sellerOf(username, async () => {
      const found = await reads.seller(username)
      return { seller: found, ads: found ? await reads.adCount(found.id) : 0 }
    })
  const tripOf = memo<Awaited<ReturnType<typeof reads.trip>>>(FRESH_MS)

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
    if (!jpeg) return send(req, res, 404, 'text/plain; charset=utf-8', REVALIDATE, 'Not found')
    previews.set(key, jpeg)
    send(req, res, 200, 'image/jpeg', SHARED, jpeg)
  }

  const fetchPicture = async (url: string) => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null)
    return answer?.ok ? Buffer.from(await answer.arrayBuffer()) : null
  }

  async function sitemap(req: IncomingMessage, res: ServerResponse, part?: number) {
    const entries = await sitemaps().catch(() => null)
    // No sitemap made yet and the database failing: crawlers come back later (never a 500).
    if (!entries) return tryAgainLater(req, res)
    // Each file written and compressed once per sitemap made (50,000 addresses are 5 MB of text).
    if (sitemapFiles.entries !== entries) sitemapFiles = { entries, files: new Map() }
    const file = part ?? 0
    if (!sitemapFiles.files.has(file)) {
      const document = sitemapDocument(siteUrl, entries, part)
      const plain = document === null ? null : Buffer.from(document)
      sitemapFiles.files.set(file, plain && { plain, gzip: gzipSync(plain) })
    }
    const made = sitemapFiles.files.get(file)!
    if (made === null) return send(req, res, 404, 'text/plain; charset=utf-8', REVALIDATE, 'Not found')
    res.setHeader('Vary', 'Accept-Encoding')
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    send(req, res, 200, 'application/xml; charset=utf-8', 'public, max-age=300', gzip ? made.gzip : made.plain)
  }

  /**
   * /healthz: 200 while the server runs (it serves the prerendered pages even when Supabase does
   * not answer), saying whether Supabase answers a visitor's read; asked at most every 5 s.
   */
  const supabaseHealth = memo<string | null>(5000)
  async function health(req: IncomingMessage, res: ServerResponse) {
    const problem = await supabaseHealth('supabase', () => reads.unreachable())
    const body = JSON.stringify({
      status: 'ok',
      supabase: problem ? 'unreachable' : 'ok',
      ...(problem ? { detail: problem } : {}),
    })
    send(req, res, 200, 'application/json; charset=utf-8', 'no-store', body)
  }

  async function route(req: IncomingMessage, res: ServerResponse, next: () => void) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    // A malformed escape (`%ZZ`) names nothing here, and the routes below decode what they match.
    if (!decodes(pathname)) return notFound(req, res, pathname)
    if (pathname === '/healthz') return health(req, res)
    if (pathname === '/robots.txt')
      return send(req, res, 200, 'text/plain; charset=utf-8', 'public, max-age=3600', robotsTxt(siteUrl))
    if (pathname === '/sitemap.xml') return sitemap(req, res)
    const part = /^\/sitemap-(\d+)\.xml$/.exec(pathname)
    if (part) return sitemap(req, res, Number(part[1]))
    const preview = /^\/og\/anuncio\/([^/]+)\.jpg$/.exec(pathname)
    if (preview) return adPreview(req, res, preview[1])
    // An illustration of the build (an article's, a category's) as the JPEG previews want.
    const illustration = /^\/og\/imagem\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.jpg$/.exec(pathname)
    if (illustration) {
      const file = path.join(dist, `${illustration[1]}.svg`)
      return picture(req, res, `imagem:${illustration[1]}`, async () =>
        existsSync(file) ? previewJpeg(readFileSync(file)) : null,
      )
    }
    const sellerPicture = /^\/og\/vendedor\/([^/]+)\.jpg$/.exec(pathname)
    if (sellerPicture) {
      const username = decodeURIComponent(sellerPicture[1])
      return picture(req, res, `vendedor:${username}`, async () => {
        const found = (await seller(username)).seller
        if (!found) return null
        const avatar = found.avatar_path ? await fetchPicture(reads.photoUrl(found.avatar_path)) : null
        const card = () => previewJpeg(textCardSvg(initials(sellerName(found)), `${sellerName(found)} · Campo Solidário`))
        return (avatar && (await previewJpeg(avatar).catch(() => null))) ?? card()
      })
    }
    const tripPicture = /^\/og\/viagem\/([^/]+)\.jpg$/.exec(pathname)
    if (tripPicture) {
      const id = tripPicture[1]
      return picture(req, res, `viagem:${id}`, async () => {
        const trip = isUuid(id) ? await tripOf(id, () => reads.trip(id)) : null
        return trip ? previewJpeg(textCardSvg(tripRoute(trip), `Frete Solidário · ${formatKg(spaceLeft(trip))} livres`)) : null
      })
    }
    const sellerAddress = /^\/vendedor\/([^/]+)\/?$/.exec(pathname)
    if (sellerAddress) {
      const username = decodeURIComponent(sellerAddress[1])
      return shellWithHead(
        req,
        res,
        async () => {
          const found = await seller(username)
          // The seller's id, for the boot script to ask for their ads before the app's code.
          const frame = found.seller && page('vendedor.html').replace('<html ', `<html ${SELLER_ATTRIBUTE}="${found.seller.id}" `)
          return found.seller && frame ? sellerPage(frame, found.seller, found.ads, siteUrl) : null
        },
        'vendedor.html',
      )
    }
    const tripAddress = /^\/viagens\/([^/]+)\/?$/.exec(pathname)
    if (tripAddress && isUuid(tripAddress[1])) {
      const id = tripAddress[1]
      return shellWithHead(req, res, async () => {
        const trip = await tripOf(id, () => reads.trip(id))
        return trip ? tripPage(page('viagem.html'), trip, siteUrl) : null
      })
    }
    const product = /^\/product\/([^/]+)\/?$/.exec(pathname)
    if (product) return productPage(req, res, decodeURIComponent(product[1]))
    const file = pageFiles.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
    if (/^\/frete-solidario\/?$/.test(pathname)) {
      const point = await sharedCityPoint(new URL(req.url ?? '/', 'http://localhost').searchParams)
      if (point)
        return html(
          req,
          res,
          200,
          REVALIDATE,
          page('frete-solidario.html').replace('<html ', `<html ${NEAR_ATTRIBUTE}="${point}" `),
        )
    }
    // The build's pages through `send`, not the static host: each carries its own script policy, also on a 304.
    if (file) return buildPage(req, res, file)
    next()
  }

  /** 404: for a page, the app's frame (which says "not found"); plain text for a file or picture. */
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) =>
    path.extname(pathname)
      ? send(req, res, 404, 'text/plain; charset=utf-8', REVALIDATE, 'Not found')
      : html(req, res, 404, REVALIDATE, page('shell.html'))

  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    html(req, res, 200, REVALIDATE, page(fallbackPage(pathname)))
  }

  return createServer((req, res) => {
    security.apply(res, new URL(req.url ?? '/', 'http://localhost').pathname)
    compress(req as never, res as never, () => {
      route(req, res, () => files(req, res, () => fallback(req, res))).catch((error: unknown) => {
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
        console.error(`${new Date().toISOString()} error ${req.method} ${req.url}: ${JSON.stringify(detail)}`)
        if (!res.headersSent) send(req, res, 500, 'text/plain; charset=utf-8', REVALIDATE, 'Erro interno')
      })
    })
  })
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
