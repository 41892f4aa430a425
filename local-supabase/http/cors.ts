import type { IncomingMessage, ServerResponse } from 'node:http'

const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, ' +
  'content-profile, x-upsert, cache-control, x-supabase-api-version, x-metadata, accept'

/** Adds Supabase-like CORS headers; answers preflight requests. Returns true when it answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader(
    'Access-Control-Expose-Headers',
    // PostgREST's own list (its Cors.hs) with what Storage and Auth add.
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, ' +
      'Range-Unit, X-Total-Count, X-Supabase-Api-Version, ETag',
  )
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS),
    'Access-Control-Max-Age': '86400',
  })
  res.end()
  return true
}
