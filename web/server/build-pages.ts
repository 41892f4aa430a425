import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The build's pages (its .html files): by the addresses that name them, read once, with the Brotli
// copy web/precompress.ts made of each.

/** The build's pages, by the addresses that name them: `/` and `/x` or `/x.html`. */
function pageAddresses(dist: string): Map<string, string> {
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

export function buildPages(dist: string) {
  const addresses = pageAddresses(dist)
  const texts = new Map<string, string>()
  const brotli = new Map<string, Buffer | null>()
  return {
    /** The page's file at an address (`/x`, `/x/`, `/x.html`), if the build has one. */
    fileAt: (pathname: string) => addresses.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname),
    /** A page's text (index.html when the build has no such file). */
    text(name: string): string {
      if (!texts.has(name)) {
        const file = path.join(dist, name)
        texts.set(name, readFileSync(existsSync(file) ? file : path.join(dist, 'index.html'), 'utf8'))
      }
      return texts.get(name)!
    },
    /** The page as web/precompress.ts made it (Brotli at quality 11), or null. */
    brotli(name: string): Buffer | null {
      if (!brotli.has(name)) {
        const file = path.join(dist, `${name}.br`)
        brotli.set(name, existsSync(file) ? readFileSync(file) : null)
      }
      return brotli.get(name)!
    },
  }
}

export type BuildPages = ReturnType<typeof buildPages>
