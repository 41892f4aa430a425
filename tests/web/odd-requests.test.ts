import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWithFrames, listening, serverProcess } from './frames.ts'

// What an attacker or a broken proxy sends the web server, against the process production runs —
// from its source and from its build (`dist-web/serve.js` as `npm run build` makes it): a bundle can
// differ from its source (the minifier once dropped the check of a path's escapes).

const FRAME =
  '<!doctype html><html lang="pt-BR"><head><title>Campo Solidário</title></head><body><div id="root"></div></body></html>'
const AD = '8f1c2d8e-0000-4000-8000-00000000000a'
/** Not a photo: an SVG document, uploaded with the type a client claimed (hosted Storage keeps it). */
const SVG_AS_JPEG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#ff0000"/></svg>',
)

/** Sends `target` as the request line over a raw socket and answers the status line (or why none). */
function rawRequest(base: string, target: string): Promise<string> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk))
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed without an answer'))
    socket.on('error', (error) => resolve(`error: ${error.message}`))
  })
}

describe.each(['source', 'build'] as const)('the web server from its %s', (from) => {
  let dist: string
  let supabase: Server
  let app: ChildProcess
  let base: string
  let output: () => string = () => ''
  let supabaseDown = false

  beforeAll(async () => {
    dist = await buildWithFrames(FRAME)
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(FRAME))
    // A visitor's reads: one ad whose "photo" is an SVG labelled image/jpeg; the health check's read.
    supabase = createServer((req, res) => {
      if (supabaseDown) return res.writeHead(500, { 'Content-Type': 'text/plain' }).end('db password for 10.0.0.7 rejected')
      if (req.url?.startsWith('/storage/v1/object/public/imagens/')) {
        return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(SVG_AS_JPEG)
      }
      const rows = req.url?.includes(`id=eq.${AD}`)
        ? [
            {
              id: AD,
              titulo: 'Mel',
              categoria: 'comida',
              preco: 10,
              descricao: null,
              cidade: 'Vitória',
              uf: 'ES',
              imagens: ['x/1.jpg'],
              user_id: AD,
              user_name: 'Maria',
              updated_at: '2026-11-30T00:00:00Z',
            },
          ]
        : []
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows))
    })
    const started = await serverProcess(
      { DIST: dist, SUPABASE_URL: await listening(supabase), SUPABASE_ANON_KEY: 'anon', SITE_URL: 'https://campo.exemplo.br' },
      from,
    )
    ;({ app, base } = started)
    output = started.output
  }, 60_000)

  afterAll(async () => {
    app?.kill('SIGKILL')
    supabase?.close()
    await rm(dist, { recursive: true, force: true })
  })

  it('/healthz says only "ok" or "indisponível"; the backend\'s error text stays in the log', async () => {
    // First of all: the health answer is remembered for 5 s.
    supabaseDown = true
    try {
      const text = await (await fetch(`${base}/healthz`)).text()
      expect(JSON.parse(text)).toEqual({ status: 'ok', supabase: 'indisponível' })
      expect(text).not.toContain('10.0.0.7')
      await expect.poll(() => output()).toContain('10.0.0.7')
    } finally {
      supabaseDown = false
    }
  })

  it('a request target the URL parser refuses is a 400, and the server goes on serving', async () => {
    for (const target of ['//x:99999', '//[', '//:', '//x:99999/product/abc']) {
      expect(await rawRequest(base, target), target).toBe('HTTP/1.1 400 Bad Request')
    }
    expect(app.exitCode).toBeNull()
    const health = await fetch(`${base}/healthz`)
    expect(health.status).toBe(200)
    expect((await fetch(base)).status).toBe(200)
  })

  it('a malformed escape names no page: 404, never a 500 nor the app shell', async () => {
    for (const address of ['/product/%E0%A4%A', '/vendedor/%ZZ', '/viagens/%', '/og/vendedor/%ZZ.jpg']) {
      expect((await fetch(`${base}${address}`)).status, address).toBe(404)
    }
  })

  it('the Brotli and the plain copy of a built page carry different ETags, each revalidating itself', async () => {
    const brotli = await fetch(base, { headers: { 'Accept-Encoding': 'br' } })
    const plain = await fetch(base, { headers: { 'Accept-Encoding': 'identity' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const [brotliTag, plainTag] = [brotli.headers.get('etag'), plain.headers.get('etag')]
    expect(brotliTag).toBeTruthy()
    expect(brotliTag).not.toBe(plainTag)
    const again = await fetch(base, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': brotliTag! } })
    expect(again.status).toBe(304)
    const crossed = await fetch(base, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': brotliTag! } })
    expect(crossed.status).toBe(200)
  })

  it("an ad's preview never decodes what is not a JPEG, PNG or WebP, whatever its label", async () => {
    const answer = await fetch(`${base}/og/anuncio/${AD}.jpg`)
    expect(answer.status).toBe(200)
    // The category's picture, not the red page the SVG draws.
    const { dominant } = await sharp(Buffer.from(await answer.arrayBuffer())).stats()
    const red = (c: { r: number; g: number }) => c.r > 200 && c.g < 40
    expect(red(dominant)).toBe(false)
    // What the preview would have been had it decoded the SVG.
    expect(red((await sharp(SVG_AS_JPEG).stats()).dominant)).toBe(true)
  })
})
