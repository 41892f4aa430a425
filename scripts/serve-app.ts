// Serves the production build (`dist/`) as a static host should: compressed, hashed assets cached
// for a year (`immutable`), pages and the service worker revalidated on every visit, each public
// route's prerendered page, `/product/{id}` from its prerendered frame, and any other path from the
// neutral shell (the app's router then shows the page or "not found").
// Used by `npm start`, the browser tests and `npm run bench:lighthouse`.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import sirv from 'sirv'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** Which prerendered file answers a path that is not a file of the build. */
export function fallbackPage(pathname: string): string {
  return /^\/product\/[^/]+\/?$/.test(pathname) ? 'product.html' : 'shell.html'
}

export function createAppServer(dist: string): Server {
  const files = sirv(dist, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    },
  })
  const compress = compression()
  const pages = new Map<string, Buffer>()
  const page = (name: string) => {
    if (!pages.has(name)) {
      const file = path.join(dist, name)
      pages.set(name, readFileSync(existsSync(file) ? file : path.join(dist, 'index.html')))
    }
    return pages.get(name)!
  }
  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE })
    res.end(req.method === 'HEAD' ? undefined : page(fallbackPage(pathname)))
  }
  return createServer((req, res) => {
    compress(req as never, res as never, () => files(req, res, () => fallback(req, res)))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: process.env.APP_PORT ?? '4173' }, dist: { type: 'string', default: 'dist' } },
  })
  const server = createAppServer(path.resolve(values.dist))
  server.listen(Number(values.port), '127.0.0.1', () => console.log(`App: http://127.0.0.1:${values.port}`))
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
