import { gzipSync } from 'node:zlib'
import { REVALIDATE, TEXT } from '../answers.ts'
import { lastGood } from '../memo.ts'
import { robotsTxt } from '../robots.ts'
import { liveEntries, prerenderedEntries, sitemapDocument, type SitemapEntry } from '../sitemap.ts'
import type { Route, ServerContext } from './route.ts'

// What search engines read: /robots.txt and the sitemap (/sitemap.xml, and its parts
// /sitemap-N.xml past 50,000 addresses), from the build's pages and the live data.

/** The sitemap is made again at most this often; meanwhile, and when a read fails, the last good one answers. */
const SITEMAP_FRESH_MS = 60_000

export function crawlerRoutes({ dist, siteUrl, reads, answers }: ServerContext, sitemapFreshMs = SITEMAP_FRESH_MS): Route[] {
  const { send, tryAgainLater } = answers
  const sitemaps = lastGood<SitemapEntry[]>(sitemapFreshMs, async () => [
    ...prerenderedEntries(dist),
    ...(await liveEntries(reads)),
  ])
  let sitemapFiles: { entries: SitemapEntry[] | null; files: Map<number, { plain: Buffer; gzip: Buffer }> } = {
    entries: null,
    files: new Map(),
  }

  const sitemap: Route['handle'] = async (req, res, [part]) => {
    const entries = await sitemaps().catch(() => null)
    // No sitemap made yet and the database failing: crawlers come back later (never a 500).
    if (!entries) return tryAgainLater(req, res)
    // Each file written and compressed once per sitemap made (50,000 addresses are 5 MB of text).
    if (sitemapFiles.entries !== entries) sitemapFiles = { entries, files: new Map() }
    const file = part === undefined ? 0 : Number(part)
    if (!sitemapFiles.files.has(file)) {
      const document = sitemapDocument(siteUrl, entries, part === undefined ? undefined : file)
      // Only the parts that exist are kept: each other N asked is a 404 that costs no memory.
      if (document === null) return send(req, res, 404, TEXT, REVALIDATE, 'Not found')
      const plain = Buffer.from(document)
      sitemapFiles.files.set(file, { plain, gzip: gzipSync(plain) })
    }
    const made = sitemapFiles.files.get(file)!
    res.setHeader('Vary', 'Accept-Encoding')
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    send(req, res, 200, 'application/xml; charset=utf-8', 'public, max-age=300', gzip ? made.gzip : made.plain)
  }

  return [
    { path: /^\/robots\.txt$/, handle: (req, res) => send(req, res, 200, TEXT, 'public, max-age=3600', robotsTxt(siteUrl)) },
    { path: /^\/sitemap\.xml$/, handle: sitemap },
    { path: /^\/sitemap-(\d+)\.xml$/, handle: sitemap },
  ]
}
