import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { securityHeaders } from './security-headers.ts'

// How every answer of the web server is written: its caching, its ETag (and the 304 that follows),
// and each page's own security policy, also on a 304 (the browser keeps the page's headers).

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
/**
 * Shared pages and their pictures: kept by a CDN or a browser, but asked again each time (their
 * `ETag` answers 304 when nothing changed), so an ad hidden, paused or sold is gone at once.
 */
export const SHARED = 'public, no-cache'
export const TEXT = 'text/plain; charset=utf-8'
const HTML = 'text/html; charset=utf-8'

export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

export function createAnswers(security: ReturnType<typeof securityHeaders>) {
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

  return {
    send,
    etagOfPage,
    html: (req: IncomingMessage, res: ServerResponse, status: number, cache: string, body: string) =>
      send(req, res, status, HTML, cache, body),
    notFound: (req: IncomingMessage, res: ServerResponse) => send(req, res, 404, TEXT, REVALIDATE, 'Not found'),
    tryAgainLater: (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Retry-After', '30')
      send(req, res, 503, TEXT, REVALIDATE, 'Tente novamente em instantes')
    },
  }
}

export type Answers = ReturnType<typeof createAnswers>
