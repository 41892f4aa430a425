import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGINS_FILE } from '../../web/contract.ts'
import { createAppServer } from '../../web/server/app-server.ts'
import { listening } from './frames.ts'

// Every answer of the web server carries the security headers (docs/deploy.md): a policy that
// lets a page run exactly its own inline boot script and talk only to the services the build was
// made for, nothing that frames the site, and HSTS when it is served over HTTPS.

const BOOT = 'const boot=function(c){document.title=c.t};boot({"t":"ok"});'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const page = (script: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>Campo Solidário</title></head><body><div id="root"><main><div data-ad-summary=""></div></main></div><script type="application/ld+json">{"a":1}</script><script type="module">${script}</script></body></html>`
const ORIGINS = {
  supabase: 'https://abcd.supabase.co',
  geocoder: 'https://geo.exemplo.br/search',
  cep: 'https://cep.exemplo.br/ws/{cep}/json/',
  tiles: 'https://tiles.exemplo.br/{z}/{x}/{y}.png',
}

let dist: string
let server: Server
let base: string
let overHttps: Server
let httpsBase: string

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'campo-headers-'))
  await mkdir(path.join(dist, 'assets'))
  for (const file of ['index.html', 'shell.html', 'product.html', 'vendedor.html'])
    await writeFile(path.join(dist, file), page(`${BOOT}/*${file}*/`))
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(path.join(dist, 'assets', 'maplibre-gl-worker-abc.mjs'), 'self.onmessage = () => {}')
  await mkdir(path.join(dist, 'images', 'categorias'), { recursive: true })
  await writeFile(path.join(dist, 'images', 'categorias', 'comida.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(path.join(dist, APP_ORIGINS_FILE), JSON.stringify(ORIGINS))
  const options = { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon', readTimeoutMs: 200 }
  server = createAppServer(dist, { ...options, siteUrl: 'http://127.0.0.1' })
  base = await listening(server)
  overHttps = createAppServer(dist, { ...options, siteUrl: 'https://campo.exemplo.br' })
  httpsBase = await listening(overHttps)
})

afterAll(async () => {
  server?.close()
  overHttps?.close()
  await rm(dist, { recursive: true, force: true })
})

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

describe('security headers', () => {
  const ADDRESSES = [
    '/',
    '/product/8f1c2d8e-0000-4000-8000-000000000001',
    '/gerenciar-usuarios',
    '/sw.js',
    '/healthz',
    '/assets/maplibre-gl-worker-abc.mjs',
  ]

  it.each(['/assets/index-abc123.js', '/images/categorias/comida.svg', '/og/anuncio/8f1c2d8e-0000-4000-8000-000000000001.jpg'])(
    '%s (a file a page loads): every header, with the short policy that forbids framing it',
    async (address) => {
      const answer = await fetch(`${base}${address}`)
      await answer.arrayBuffer()
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(self\)(,|$)/)
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    },
  )

  it.each(ADDRESSES)('%s: nosniff, referrer policy, geolocation for the app only, opener policy, no framing', async (address) => {
    const answer = await fetch(`${base}${address}`)
    await answer.arrayBuffer()
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(self\)(,|$)/)
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    const csp = directives(answer.headers.get('content-security-policy'))
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(answer.headers.get('strict-transport-security')).toBeNull()
  })

  it.each([
    ['/', 'index.html'],
    ['/product/8f1c2d8e-0000-4000-8000-000000000001', 'product.html'],
    ['/gerenciar-usuarios', 'shell.html'],
  ])('%s: scripts from the site and its own boot script by hash; no unsafe-inline or unsafe-eval', async (address, file) => {
    const answer = await fetch(`${base}${address}`)
    expect(await answer.text()).toContain(`/*${file}*/`)
    const scripts = directives(answer.headers.get('content-security-policy')).get('script-src')
    expect(scripts).toEqual(["'self'", sha256(`${BOOT}/*${file}*/`)])
  })

  it("a page revalidated with 304 keeps its own script's hash (the browser takes the 304's headers)", async () => {
    const first = await fetch(`${base}/`)
    await first.text()
    const again = await fetch(`${base}/`, { headers: { 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })

  it('connections, images and workers: only the services the build was made for', async () => {
    const csp = directives((await fetch(`${base}/`)).headers.get('content-security-policy'))
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
      'https://geo.exemplo.br',
      'https://cep.exemplo.br',
      'https://tiles.exemplo.br',
    ])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abcd.supabase.co', 'https://tiles.exemplo.br'])
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it('HSTS only when the site is served over HTTPS', async () => {
    const answer = await fetch(`${httpsBase}/`)
    await answer.text()
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('/healthz', () => {
  it('answers while the server runs, and says that Supabase does not answer', async () => {
    const answer = await fetch(`${base}/healthz`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'ok', supabase: 'indisponível' })
  })
})
