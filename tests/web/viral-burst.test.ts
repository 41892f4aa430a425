import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWithFrames, forwardingProxy, listening, serverProcess } from './frames.ts'
import { DEMO, newAd, startTestBackend, type TestBackend } from '../local-supabase/helpers.ts'

// A viral link does not take the server down: the production web server (its own process, as
// deployed) under real bursts — a photo that is a decompression bomb (16,000 × 16,000 PNG, under
// 1 MB on disk, 768 MB decoded) opened by 50 people at once, and 300 first requests at once for a
// new ad's preview — keeps its peak memory under 300 MB and makes each preview once.

const SITE = 'https://campo-solidario.test'
const FRAME = '<!doctype html><html><head><title>Campo Solidário</title></head><body><div id="root"></div></body></html>'
const PEAK_LIMIT_MB = 300

let backend: TestBackend
let dist: string
let proxy: Server
let app: ChildProcess
let base: string
/** Photo downloads the web server made, by path (it reads Storage through this counting proxy). */
const photoReads = new Map<string, number>()

/** A PNG of `side` × `side` black pixels, deflated row by row (the file is small, the picture huge). */
async function pngBomb(side: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB
  const deflate = zlib.createDeflate({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  const row = Buffer.alloc(1 + side * 3)
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve))
  deflate.end()
  await ended
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))])
}

async function adWithPhoto(photo: Buffer, type: string, extension: string) {
  const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  const id = randomUUID()
  const file = `anuncios/${DEMO.maria.id}/${id}/1.${extension}`
  expect((await maria.storage.from('imagens').upload(file, photo, { contentType: type })).error).toBeNull()
  expect((await maria.from('anuncios').insert(newAd({ id, titulo: 'Mel em favo', imagens: [file] }))).error).toBeNull()
  return { id, file }
}

/** The web server's highest resident memory so far (Linux keeps it: VmHWM). */
async function peakMb(): Promise<number> {
  const status = await readFile(`/proc/${app.pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024
}

const burst = (count: number, address: string) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const answer = await fetch(`${base}${address}`)
      return { status: answer.status, type: answer.headers.get('content-type'), body: Buffer.from(await answer.arrayBuffer()) }
    }),
  )

beforeAll(async () => {
  backend = await startTestBackend()
  dist = await buildWithFrames(FRAME)

  proxy = forwardingProxy(backend.url, (req) => {
    const photo = /\/storage\/v1\/object\/public\/imagens\/(.+)$/.exec(req.url ?? '')?.[1]
    if (photo) photoReads.set(decodeURIComponent(photo), (photoReads.get(decodeURIComponent(photo)) ?? 0) + 1)
  })
  const proxied = await listening(proxy)

  ;({ app, base } = await serverProcess({
    DIST: dist,
    SUPABASE_URL: proxied,
    SUPABASE_ANON_KEY: backend.anonKey,
    SITE_URL: SITE,
  }))
}, 120_000)

afterAll(async () => {
  app?.kill()
  proxy?.close()
  await backend?.stop()
  await rm(dist, { recursive: true, force: true })
})

describe('a viral link', () => {
  it('a photo past the pixel limit, opened by 50 at once: the category picture for all, memory under 300 MB', async () => {
    const bomb = await pngBomb(16_000)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const { id } = await adWithPhoto(bomb, 'image/png', 'png')
    const answers = await burst(50, `/og/anuncio/${id}.jpg`)
    expect(answers.map((a) => [a.status, a.type])).toEqual(answers.map(() => [200, 'image/jpeg']))
    const { width, height } = await sharp(answers[0].body).metadata()
    expect([width, height]).toEqual([1200, 630])
    const peak = await peakMb()
    console.log(`16,000 × 16,000 PNG preview × 50 at once: the web server's peak memory ${peak.toFixed(0)} MB`)
    expect(peak).toBeLessThan(PEAK_LIMIT_MB)
  }, 60_000)

  it("300 first requests at once for a new ad's preview: the photo read and the preview made once, all answered", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8d6e63' } })
      .jpeg()
      .toBuffer()
    const { id, file } = await adWithPhoto(photo, 'image/jpeg', 'jpg')
    const answers = await burst(300, `/og/anuncio/${id}.jpg`)
    expect(answers.every((a) => a.status === 200 && a.type === 'image/jpeg')).toBe(true)
    // Those beyond the queue got the category's picture at once; the rest share the one preview.
    const distinct = new Set(answers.map((a) => a.body.toString('base64')))
    expect(distinct.size).toBeLessThanOrEqual(2)
    expect(photoReads.get(file)).toBe(1)
    const again = await burst(20, `/og/anuncio/${id}.jpg`)
    expect(new Set(again.map((a) => a.body.toString('base64'))).size).toBe(1)
    expect(photoReads.get(file)).toBe(1)
    const peak = await peakMb()
    console.log(`300 first requests for one preview: 1 photo read, peak memory ${peak.toFixed(0)} MB`)
    expect(peak).toBeLessThan(PEAK_LIMIT_MB)
  }, 60_000)
})
