import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer, IMMUTABLE } from '../../web/server/app-server.ts'
import { precompress } from '../../web/precompress.ts'

// The web server serves the build as a static host should: each page its prerendered file, hashed
// assets cached for a year, pages revalidated, text compressed. (Here no database answers: an ad's
// address gets the prerendered frame; shared-links.test.ts has the ad pages.)
let dist: string
let server: Server
let base: string

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'campo-serve-'))
  await mkdir(path.join(dist, 'assets'))
  await mkdir(path.join(dist, 'informativos'))
  const files: Record<string, string> = {
    'index.html': 'home page',
    'frete-solidario.html': '<p>Frete Solidário</p>'.repeat(100),
    'shell.html': 'neutral shell',
    'product.html': 'product frame',
    'vendedor.html': 'seller frame',
    'quem-somos.html': 'quem somos page',
    'informativos.html': 'articles page',
    'informativos/horta.html': 'one article',
    'assets/index-abc123.js': 'console.log("app");'.repeat(200),
    'sw.js': 'self.addEventListener("fetch", () => {})',
  }
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist, file), text)
  await precompress(dist)
  server = createAppServer(dist, {
    supabaseUrl: 'http://127.0.0.1:9',
    anonKey: 'anon',
    siteUrl: 'https://campo-solidario.test',
    readTimeoutMs: 200,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers })

describe('the app host', () => {
  it.each([
    ['/', 'home page'],
    ['/quem-somos', 'quem somos page'],
    ['/informativos', 'articles page'],
    ['/informativos/horta', 'one article'],
    ['/product/8f1c2d8e-0000-4000-8000-000000000001', 'product frame'],
    ['/vendedor/maria.souza', 'seller frame'],
    ['/meus-anuncios', 'neutral shell'],
    ['/informativos/nao-existe', 'neutral shell'],
  ])('%s answers %s, revalidated on every visit', async (p, body) => {
    const answer = await get(p)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(await answer.text()).toBe(body)
  })

  it('hashed assets are cached for a year and compressed', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
  })

  it('the service worker is revalidated, so a new version is found at once', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')
  })

  it('a missing asset is a 404, never a page', async () => {
    const answer = await get('/assets/index-old999.js')
    expect(answer.status).toBe(404)
  })

  it('sends what the build compressed with Brotli to a browser that takes it, the same text once decoded', async () => {
    for (const [address, text] of [
      ['/assets/index-abc123.js', 'console.log("app");'.repeat(200)],
      ['/frete-solidario', '<p>Frete Solidário</p>'.repeat(100)],
    ]) {
      const answer = await fetch(`${base}${address}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-encoding')).toBe('br')
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(await answer.text()).toBe(text)
    }
  })

  it('never sends Brotli to a browser that refuses it', async () => {
    const answer = await get('/frete-solidario', { 'accept-encoding': 'gzip, br;q=0' })
    expect(answer.headers.get('content-encoding')).toBe('gzip')
  })
})
