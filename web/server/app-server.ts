// The web app's server in production and in `npm start`: the build (`dist/`) as a static host
// serves it — compressed, hashed assets cached for a year, pages revalidated, each public route's
// prerendered page, any other address the neutral shell — plus what a static host cannot do:
// each ad's own page for shared links (head, text, preview picture; 404 when gone), and
// /sitemap.xml and /robots.txt from the live data. It reads Supabase as a visitor does (anon key,
// row-level security) and never waits long for it: the prerendered frame answers instead.
// The addresses are a table (routes/): health, crawlers, previews, documents; what every answer
// shares (security headers, compression, a path that decodes, the log line) is applied here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { createAnswers, IMMUTABLE, REVALIDATE } from './answers.ts'
import { createBootAnswers } from './boot-answer.ts'
import { buildPages, fallbackPage } from './build-pages.ts'
import { memo } from './memo.ts'
import { createPublicReads, type AdForPage, type PublicReads } from './public-reads.ts'
import { crawlerRoutes } from './routes/crawlers.ts'
import { documentRoutes } from './routes/documents.ts'
import { healthRoutes } from './routes/health.ts'
import { previewRoutes } from './routes/previews.ts'
import { PASS, type Route, type ServerContext } from './routes/route.ts'
import { securityHeaders } from './security-headers.ts'

export { IMMUTABLE, REVALIDATE, SHARED } from './answers.ts'
export { fallbackPage } from './build-pages.ts'

/**
 * How long the server trusts what it read of one ad, seller or trip: requests within it share one
 * read (a viral link is one read a second), and a change (hidden, paused, sold, deleted, a seller
 * deactivated, a trip cancelled) reaches the next visitor within it.
 */
export const FRESH_MS = 1000

/**
 * How long a page waits for its boot request's answer by default (boot-answer.ts): near the
 * database it takes a few milliseconds; a slower one sends the page as built, and the boot script asks.
 */
const BOOT_ANSWER_WAIT_MS = 250
/** About 100 ads with all their fields: a longer answer would slow the page's own first paint. */
const BOOT_ANSWER_MAX_CHARS = 128_000

export interface AppServerOptions {
  supabaseUrl: string
  anonKey: string
  /** The site's public address (canonical links, previews, sitemap), without a trailing slash. */
  siteUrl: string
  /** How long a page waits for the database before answering without it. */
  readTimeoutMs?: number
  /** How long a page waits for its boot request's answer before it is sent without it. */
  bootAnswerWaitMs?: number
  /** How often the sitemap is made again (default a minute). */
  sitemapFreshMs?: number
  /** Send Strict-Transport-Security (default: when `siteUrl` is https). */
  hsts?: boolean
}

/**
 * Whether every escape of the path decodes. The result is compared, not dropped: the build's
 * minifier treats an unused `decodeURIComponent` call as pure and removes it.
 */
export function decodes(pathname: string): boolean {
  try {
    return typeof decodeURIComponent(pathname) === 'string'
  } catch {
    return false
  }
}

/**
 * The request's address, or null for a target Node's parser accepts and the URL parser does not
 * (`//x:99999`, `//[`, `//:`): those are a 400, never an exception in the listener.
 */
export const requestUrl = (req: IncomingMessage): URL | null => URL.parse(req.url ?? '/', 'http://localhost')

export function createAppServer(dist: string, options: AppServerOptions): Server {
  const siteUrl = options.siteUrl.replace(/\/+$/, '')
  const reads = createPublicReads({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    timeoutMs: options.readTimeoutMs ?? 1500,
  })
  const security = securityHeaders(dist, { hsts: options.hsts ?? siteUrl.startsWith('https:') })
  const answers = createAnswers(security)
  const pages = buildPages(dist)
  const adOf = memo<AdForPage | null>(FRESH_MS)
  const sellerOf = memo<{ seller: Awaited<ReturnType<PublicReads['seller']>>; ads: number }>(FRESH_MS)
  const tripOf = memo<Awaited<ReturnType<PublicReads['trip']>>>(FRESH_MS)
  const context: ServerContext = {
    dist,
    siteUrl,
    reads,
    answers,
    pages,
    bootAnswers: createBootAnswers({
      supabaseUrl: options.supabaseUrl,
      anonKey: options.anonKey,
      waitMs: options.bootAnswerWaitMs ?? BOOT_ANSWER_WAIT_MS,
      freshMs: FRESH_MS,
      maxChars: BOOT_ANSWER_MAX_CHARS,
    }),
    adOf: (id) => adOf(id, () => reads.ad(id)),
    seller: (username) =>
      sellerOf(username, async () => {
        const found = await reads.seller(username)
        return { seller: found, ads: found ? await reads.adCount(found.id) : 0 }
      }),
    tripOf: (id) => tripOf(id, () => reads.trip(id)),
  }
  const routes: Route[] = [
    ...healthRoutes(context),
    ...crawlerRoutes(context, options.sitemapFreshMs),
    ...previewRoutes(context),
    ...documentRoutes(context),
  ]
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

  /** 404: for a page, the app's frame (which says "not found"); plain text for a file or picture. */
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) =>
    path.extname(pathname) ? answers.notFound(req, res) : answers.html(req, res, 404, REVALIDATE, pages.text('shell.html'))

  /** Not in the table nor a file of the build: the frame of its kind (a missing asset is a 404, never a page). */
  const fallback = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    answers.html(req, res, 200, REVALIDATE, pages.text(fallbackPage(pathname)))
  }

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET' || req.method === 'HEAD') {
      // A malformed escape (`%ZZ`) names nothing here, and the routes decode what they match.
      if (!decodes(url.pathname)) return notFound(req, res, url.pathname)
      for (const route of routes) {
        const match = route.path.exec(url.pathname)
        if (match && (await route.handle(req, res, match.slice(1), url)) !== PASS) return
      }
    }
    files(req, res, () => fallback(req, res, url.pathname))
  }

  return createServer((req, res) => {
    const url = requestUrl(req)
    security.apply(res, url?.pathname ?? '/')
    if (!url) return answers.send(req, res, 400, 'text/plain; charset=utf-8', 'no-store', 'Bad request')
    compress(req as never, res as never, () => {
      answer(req, res, url).catch((error: unknown) => {
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
        console.error(`${new Date().toISOString()} error ${req.method} ${req.url}: ${JSON.stringify(detail)}`)
        if (!res.headersSent) answers.send(req, res, 500, 'text/plain; charset=utf-8', REVALIDATE, 'Erro interno')
      })
    })
  })
}
