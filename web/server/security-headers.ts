// The headers every answer of the web server carries (docs/deploy.md, "Security headers"):
// a Content-Security-Policy that allows scripts from the site itself and, on a page, exactly its
// inline boot script (by hash: no 'unsafe-inline', no 'unsafe-eval'), connections only to the
// services the build was made for (APP_ORIGINS_FILE), no framing; plus nosniff, a referrer policy,
// geolocation and the microphone for the app only, a cross-origin opener policy and, over HTTPS, HSTS.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ServerResponse } from 'node:http'
import { APP_ORIGINS_FILE, type AppOrigins } from '../contract.ts'

export interface SecurityOptions {
  /** Send Strict-Transport-Security (only when the site is served over HTTPS). */
  hsts: boolean
}

/** The build's services (written by the prerender); none when the build has no such file. */
export function readAppOrigins(dist: string): AppOrigins | null {
  const file = path.join(dist, APP_ORIGINS_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AppOrigins) : null
}

const originOf = (url: string) => new URL(url.replace(/[{}]/g, '')).origin

/** The WebSocket origin next to an HTTP one (Supabase Realtime). */
const socketOf = (origin: string) => origin.replace(/^http/, 'ws')

export function contentSecurityPolicy(origins: AppOrigins | null, scriptHashes: readonly string[] = []): string {
  const api = origins ? [originOf(origins.supabase), socketOf(originOf(origins.supabase))] : []
  const services = origins ? [origins.geocoder, origins.cep, origins.tiles].map(originOf) : []
  const tiles = origins ? [originOf(origins.tiles)] : []
  const list = (...sources: string[]) => [...new Set(sources)].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...scriptHashes.map((hash) => `'${hash}'`))}`,
    // Mantine and the prerender's critical CSS write style attributes and <style> elements.
    `style-src 'self' 'unsafe-inline'`,
    // Photos (storage), map tiles, the photo picker's previews (blob:) and small inline images (data:).
    `img-src ${list(`'self'`, 'data:', 'blob:', ...api.slice(0, 1), ...tiles)}`,
    `font-src 'self'`,
    // Voice notes: played from the phone's copy (blob:) or, an ad's spoken description, from storage.
    `media-src ${list(`'self'`, 'blob:', ...api.slice(0, 1))}`,
    `connect-src ${list(`'self'`, ...api, ...services)}`,
    // The photo compressor runs in a worker its library makes from a blob: URL (src/lib/media/compress-image.ts).
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** The build's files a page loads (hashed modules, styles, pictures, fonts) and the preview pictures. */
const SUBRESOURCE = /^\/(?:assets|images|icons|og)\/|\.(?:css|png|jpe?g|webp|svg|ico|woff2?)$/
/** The policy of a file a page loads: nothing frames it. */
export const SUBRESOURCE_POLICY = "frame-ancestors 'none'"
/** The map's worker: a worker's own headers are its policy (sw.js is not a file under /assets). */
const WORKER = /^\/assets\/maplibre-gl-worker-[^/]+\.mjs$/

// Inline scripts that run (a JSON-LD block is data, not a script).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
const isData = (attributes: string) => /\btype="application\/(?:ld\+)?json"/.test(attributes)

/** The CSP hashes of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !isData(attributes))
    .map(([, , code]) => `sha256-${createHash('sha256').update(code).digest('base64')}`)
}

export function securityHeaders(dist: string, options: SecurityOptions) {
  const origins = readAppOrigins(dist)
  const basePolicy = contentSecurityPolicy(origins)
  // A page's policy, by page: the same few dozen frames and the ad pages being opened now.
  const pagePolicies = new Map<string, string>()

  const everywhere: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The microphone for voice notes, the location for "Perto de mim": the app's own pages only.
    ['Permissions-Policy', 'geolocation=(self), camera=(), microphone=(self), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ...(options.hsts ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]] : []),
  ]

  return {
    origins,
    /**
     * Every answer: the headers, and the whole policy on a document or a worker. A file a page
     * loads (a module, a stylesheet, a picture) is not governed by its own policy, so it gets the
     * short one that still forbids framing it: a page's ~70 requests then do not each carry the
     * whole policy (on `/`, 34 KB over HTTP/1.1).
     */
    apply(res: ServerResponse, pathname: string) {
      for (const [name, value] of everywhere) res.setHeader(name, value)
      const file = SUBRESOURCE.test(pathname) && !WORKER.test(pathname)
      res.setHeader('Content-Security-Policy', file ? SUBRESOURCE_POLICY : basePolicy)
    },
    /** A page the server wrote: the policy with its own inline scripts. */
    forPage(res: ServerResponse, html: string) {
      let policy = pagePolicies.get(html)
      if (policy === undefined) {
        policy = contentSecurityPolicy(origins, inlineScriptHashes(html))
        pagePolicies.set(html, policy)
        if (pagePolicies.size > 64) pagePolicies.delete(pagePolicies.keys().next().value!)
      }
      res.setHeader('Content-Security-Policy', policy)
    },
  }
}
