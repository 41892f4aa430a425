// /sitemap.xml from the live data (sitemaps.org protocol): the public ads, the sellers with public
// ads, the open trips, and the prerendered public pages (articles, tags, categories, the static
// ones). Past 50,000 addresses it becomes an index of numbered files, as the protocol asks.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { escapeHtml } from './page-head.ts'
import type { PublicReads } from './public-reads.ts'

export interface SitemapEntry {
  /** Path of the address, from the site's root. */
  path: string
  lastmod: string
}

export const URLS_PER_FILE = 50_000
const NOT_LISTED = new Set(['shell.html', 'product.html', 'vendedor.html', 'login.html'])

/** The public pages rendered at build time, with the build's date. */
export function prerenderedEntries(dist: string): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, name.name)
      if (name.isDirectory()) {
        if (!['assets', 'icons', 'images'].includes(name.name)) walk(full)
        continue
      }
      const relative = path.relative(dist, full).split(path.sep).join('/')
      if (!relative.endsWith('.html') || NOT_LISTED.has(relative)) continue
      const page = relative === 'index.html' ? '/' : `/${relative.replace(/\.html$/, '')}`
      entries.push({ path: page, lastmod: statSync(full).mtime.toISOString() })
    }
  }
  walk(dist)
  return entries.sort((a, b) => a.path.localeCompare(b.path))
}

/** Everything public now: ads, their sellers and the open trips. */
export async function liveEntries(reads: PublicReads): Promise<SitemapEntry[]> {
  const [ads, trips] = await Promise.all([reads.adsForSitemap(), reads.openTripsForSitemap()])
  const latestBySeller = new Map<string, string>()
  for (const ad of ads) {
    if ((latestBySeller.get(ad.user_id) ?? '') < ad.updated_at) latestBySeller.set(ad.user_id, ad.updated_at)
  }
  const ids = [...latestBySeller.keys()]
  const sellers = []
  for (let i = 0; i < ids.length; i += 100) sellers.push(...(await reads.sellers(ids.slice(i, i + 100))))
  return [
    ...ads.map((ad) => ({ path: `/product/${ad.id}`, lastmod: ad.updated_at })),
    ...sellers.map((s) => ({ path: `/vendedor/${encodeURIComponent(s.username)}`, lastmod: latestBySeller.get(s.id)! })),
    ...trips.map((trip) => ({ path: `/viagens/${trip.id}`, lastmod: trip.updated_at })),
  ]
}

const lastmod = (iso: string) => new Date(iso).toISOString()

export function urlset(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeHtml(siteUrl + e.path)}</loc><lastmod>${lastmod(e.lastmod)}</lastmod></url>`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
}

export function sitemapIndex(siteUrl: string, files: number, now = new Date()): string {
  const items = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>`,
  ).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`
}

/**
 * The document for `/sitemap.xml` (`part` undefined) or `/sitemap-N.xml`: one urlset while the
 * addresses fit in one file, else an index and its numbered parts. Null: no such part.
 */
export function sitemapDocument(siteUrl: string, entries: SitemapEntry[], part?: number): string | null {
  const files = Math.ceil(entries.length / URLS_PER_FILE)
  if (part === undefined) return files <= 1 ? urlset(siteUrl, entries) : sitemapIndex(siteUrl, files)
  if (files <= 1 || part < 1 || part > files) return null
  return urlset(siteUrl, entries.slice((part - 1) * URLS_PER_FILE, part * URLS_PER_FILE))
}
