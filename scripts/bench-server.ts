// npm run bench:server — the production web server (its own process, on the build in dist/) under
// load from autocannon, against a local backend with 100,000 ads: requests/s and latency for a
// cached ad page, ad pages not in its memory, 300 first requests at once for a new ad's preview,
// and /sitemap.xml; then the server's peak memory (goal: under 300 MB whatever the burst).
// Run `npm run build` first.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { openDatabase } from '../local-supabase/db/database.ts'
import { seedBenchAds } from '../local-supabase/bench/seed-bench-ads.ts'
import { startLocalSupabase } from '../local-supabase/server.ts'
import { serveAppArgs, serveAppEnv } from '../web/serve-command.ts'

const ADS = Number(process.env.BENCH_ADS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const dist = path.resolve('dist')
if (!existsSync(path.join(dist, 'product.html'))) throw new Error('Run `npm run build` first: the bench serves dist/.')

const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-server-bench-'))
const db = await openDatabase({})
const backend = await startLocalSupabase({ db, storageDir, seed: true })
await seedBenchAds(db, ADS, Math.max(Math.round(ADS / 50), 1))
const ids = (await db.query<{ id: string }>(`select id from anuncios where status = 'ativo' order by id limit 5000`)).rows.map(
  (r) => r.id,
)
console.log(`Backend with ${ADS.toLocaleString('pt-BR')} ads at ${backend.url}`)

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo
    probe.close(() => resolve(port))
  })
})
const app = spawn(process.execPath, serveAppArgs(), {
  env: {
    ...process.env,
    ...serveAppEnv(port),
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SITE_URL: 'https://campo.exemplo.br',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => app.stdout!.once('data', resolve))
const base = `http://127.0.0.1:${port}`

const peakMb = async () => Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${app.pid}/status`, 'utf8'))![1]) / 1024

interface Row {
  case: string
  'req/s': string
  p50: string
  p99: string
  errors: string
  'peak MB': string
}
const rows: Row[] = []
async function run(name: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({
    connections: 50,
    ...(options.amount ? {} : { duration: SECONDS }),
    ...options,
    url: options.url ?? base,
  })
  const bad = result.errors + result.timeouts + result.non2xx
  rows.push({
    case: name,
    'req/s': Math.round(result.requests.average).toLocaleString('pt-BR'),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    errors: String(bad),
    'peak MB': (await peakMb()).toFixed(0),
  })
  console.log(`${name}: done`)
}

await fetch(`${base}/product/${ids[0]}`)
await run('ad page, in memory (one ad)', { url: `${base}/product/${ids[0]}` })
let next = 0
await run('ad pages not in memory (5,000 ads in turn)', {
  requests: [{ setupRequest: (request) => ({ ...request, path: `/product/${ids[next++ % ids.length]}` }) }],
})

// A new ad with a real photo, as the phone sends it: its first 300 preview requests at once.
const maria = await db.query<{ id: string }>(`select id from usuarios where username = 'maria.souza'`)
const owner = maria.rows[0].id
const adId = randomUUID()
const photo = `anuncios/${owner}/${adId}/1.webp`
const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
  .webp()
  .toBuffer()
const upload = await fetch(`${backend.url}/storage/v1/object/imagens/${photo}`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'image/webp' },
  body: picture,
})
if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`)
await db.query(
  `insert into anuncios (id, titulo, categoria, cidade, uf, contato, user_id, imagens) values ($1, 'Mel novo', 'comida', 'Serra', 'ES', '27998761234', $2, array[$3])`,
  [adId, owner, photo],
)
await run('preview, 300 first requests at once (new ad)', {
  url: `${base}/og/anuncio/${adId}.jpg`,
  connections: 300,
  amount: 300,
})
await run('preview, in memory', { url: `${base}/og/anuncio/${adId}.jpg` })

const started = Date.now()
const sitemap = await fetch(`${base}/sitemap.xml`)
const firstSitemapMs = Date.now() - started
const sitemapSize = (await sitemap.arrayBuffer()).byteLength
await run('/sitemap.xml (made, then kept a minute)', { url: `${base}/sitemap.xml`, connections: 10 })
await run('/sitemap-1.xml (50,000 addresses, gzip)', {
  url: `${base}/sitemap-1.xml`,
  connections: 10,
  headers: { 'accept-encoding': 'gzip' },
})

console.log('')
console.table(rows)
console.log(
  `First /sitemap.xml with ${ADS.toLocaleString('pt-BR')} ads: ${firstSitemapMs} ms (${sitemapSize} bytes, status ${sitemap.status})`,
)
const peak = await peakMb()
console.log(`Web server's peak memory: ${peak.toFixed(0)} MB (goal: under 300 MB)`)

app.kill()
await backend.close()
await db.close()
await rm(storageDir, { recursive: true, force: true })
if (peak >= 300) process.exitCode = 1
