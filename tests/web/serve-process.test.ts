import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWithFrames, listening, serverProcess } from './frames.ts'

// The web server as production runs it (its own process, configured by environment): it answers
// /healthz, logs a line per request, and on SIGTERM finishes the requests in flight, takes no new
// ones and exits cleanly.

const FRAME =
  '<!doctype html><html lang="pt-BR"><head><title>Campo Solidário</title></head><body><div id="root"></div></body></html>'
const AD = '8f1c2d8e-0000-4000-8000-000000000001'
/** How long the stand-in Supabase takes to answer an ad's read. */
const SLOW_MS = 700

let dist: string
let supabase: Server
let app: ChildProcess
let base: string
let output: () => string = () => ''
/** Resolved when the stand-in receives an ad's read: a page request is then in flight. */
let adRead: () => void = () => undefined

beforeAll(async () => {
  dist = await buildWithFrames(FRAME)
  // Answers a visitor's reads: the health check's at once, an ad's after SLOW_MS (no such ad).
  supabase = createServer((req, res) => {
    const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]')
    if (req.url?.startsWith(`/rest/v1/anuncios?select=id,titulo`)) {
      adRead()
      setTimeout(answer, SLOW_MS)
    } else answer()
  })
  const supabaseUrl = await listening(supabase)
  const started = await serverProcess({
    DIST: dist,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: 'anon',
    SITE_URL: 'https://campo.exemplo.br',
  })
  ;({ app, base } = started)
  output = started.output
})

afterAll(async () => {
  app?.kill('SIGKILL')
  supabase?.close()
  await rm(dist, { recursive: true, force: true })
})

describe('the web server process', () => {
  it('/healthz says Supabase answers; each request is one line of the log', async () => {
    const answer = await fetch(`${base}/healthz`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok', supabase: 'ok' })
    await expect.poll(() => output()).toMatch(/^\S+Z GET \/healthz 200 \d+\.\dms$/m)
  })

  it('on SIGTERM it finishes the request in flight, refuses new ones and exits with 0', async () => {
    const reading = new Promise<void>((resolve) => (adRead = resolve))
    const inFlight = fetch(`${base}/product/${AD}`)
    await reading
    const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)))
    app.kill('SIGTERM')
    await expect.poll(() => output()).toContain('SIGTERM: no new connections')
    await expect(fetch(`${base}/healthz`, { headers: { Connection: 'close' } })).rejects.toThrow()
    const answer = await inFlight
    expect(answer.status).toBe(404)
    expect(await answer.text()).toContain('<html')
    expect(await exited).toBe(0)
    expect(output()).toMatch(new RegExp(`GET /product/${AD} 404 \\d+\\.\\dms\\n`))
  })
})
