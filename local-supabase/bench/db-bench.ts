// npm run bench:db — seeds 100,000 ads in a fresh local backend (PGlite unless DATABASE_URL is
// set) and prints p50/p95 latency over HTTP for the reads the app makes most, as a visitor and as
// a signed-in producer. Targets on a 2-core machine: simple reads p95 ≤ 25 ms, search ≤ 60 ms,
// within a radius ≤ 50 ms.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../db/database.ts'
import { startLocalSupabase } from '../server.ts'
import { seedBenchAds } from './seed-bench-ads.ts'

const ADS = Number(process.env.BENCH_ADS ?? 100_000)
const OWNERS = Math.max(Math.round(ADS / 50), 1)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200)
const WARMUP = 20

const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-bench-'))
const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
const started = Date.now()
const supabase = await startLocalSupabase({ db, storageDir, seed: false })
console.log(
  `Backend ready on ${db.kind} in ${Date.now() - started} ms; seeding ${ADS.toLocaleString('pt-BR')} ads by ${OWNERS} producers…`,
)

const seedStart = Date.now()
await seedBenchAds(db, ADS, OWNERS)
console.log(`Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s\n`)

const owner = 'b0000000-0000-4000-8000-000000000007'
const userToken = await supabase.keys.sign({
  role: 'authenticated',
  aud: 'authenticated',
  sub: owner,
  exp: Math.floor(Date.now() / 1000) + 3600,
})
const { rows } = await db.query<{ id: string }>(
  `select id from anuncios where status = 'ativo' order by created_at desc offset 500 limit 1`,
)
const adId = rows[0].id

interface Case {
  name: string
  path: string
  init?: RequestInit
  target: number
  check: (body: unknown) => boolean
}

const json = { 'Content-Type': 'application/json' }
const cases: Case[] = [
  {
    name: 'latest 20 public ads',
    path: '/rest/v1/anuncios?select=*&status=eq.ativo&order=created_at.desc&limit=20',
    target: 25,
    check: (b) => Array.isArray(b) && b.length === 20,
  },
  {
    name: 'search "feijao"',
    path: '/rest/v1/rpc/buscar_anuncios',
    init: { method: 'POST', headers: json, body: JSON.stringify({ termo: 'feijao', limite: 20 }) },
    target: 60,
    check: (b) => Array.isArray(b) && b.length === 20 && b.every((r: { titulo: string }) => r.titulo.startsWith('Feijão')),
  },
  {
    name: 'search "feijao" in comida',
    path: '/rest/v1/rpc/buscar_anuncios',
    init: { method: 'POST', headers: json, body: JSON.stringify({ termo: 'feijao', categoria: 'comida', limite: 20 }) },
    target: 60,
    check: (b) => Array.isArray(b) && b.length > 0 && b.every((r: { categoria: string }) => r.categoria === 'comida'),
  },
  {
    name: 'cheapest 20',
    path: '/rest/v1/rpc/buscar_anuncios',
    init: { method: 'POST', headers: json, body: JSON.stringify({ ordem: 'preco', limite: 20 }) },
    target: 60,
    check: (b) => Array.isArray(b) && b.length === 20,
  },
  {
    // Issue 77: the price within one unit, leaving out what is sold out.
    name: 'cheapest 20, by unit, in stock',
    path: '/rest/v1/rpc/buscar_anuncios',
    init: {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ordem: 'preco', unidade: 'unidade', so_com_estoque: true, limite: 20 }),
    },
    target: 60,
    check: (b) => Array.isArray(b) && b.length === 20,
  },
  {
    name: 'within 50 km, newest',
    path: '/rest/v1/rpc/buscar_anuncios_perto',
    init: {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ latitude: -19.6, longitude: -40.3, km: 50, ordem: 'recentes', limite: 20 }),
    },
    target: 50,
    check: (b) => Array.isArray(b) && b.length === 20,
  },
  {
    name: 'within 50 km + "feijao"',
    path: '/rest/v1/rpc/buscar_anuncios_perto',
    init: {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ latitude: -19.6, longitude: -40.3, km: 50, termo: 'feijao', limite: 20 }),
    },
    target: 50,
    check: (b) => Array.isArray(b) && b.length === 20 && b.every((r: { titulo: string }) => r.titulo.startsWith('Feijão')),
  },
  {
    name: 'one ad by id',
    path: `/rest/v1/anuncios?select=*&id=eq.${adId}`,
    init: { headers: { Accept: 'application/vnd.pgrst.object+json' } },
    target: 25,
    check: (b) => (b as { id?: string }).id === adId,
  },
  {
    name: "one owner's ads",
    path: `/rest/v1/anuncios?select=*&user_id=eq.${owner}&order=created_at.desc`,
    target: 25,
    check: (b) => Array.isArray(b) && b.length > 0,
  },
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measure(c: Case, token: string): Promise<{ p50: number; p95: number; rows: number }> {
  const headers = new Headers(c.init?.headers)
  headers.set('apikey', supabase.anonKey)
  headers.set('Authorization', `Bearer ${token}`)
  const times: number[] = []
  let rowsSeen = 0
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const t0 = performance.now()
    const res = await fetch(`${supabase.url}${c.path}`, { ...c.init, headers })
    const body = await res.json()
    const elapsed = performance.now() - t0
    if (!res.ok || !c.check(body))
      throw new Error(`${c.name}: unexpected answer ${res.status} ${JSON.stringify(body).slice(0, 200)}`)
    rowsSeen = Array.isArray(body) ? body.length : 1
    if (i >= WARMUP) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows: rowsSeen }
}

let failures = 0
console.log(
  `${'query'.padEnd(30)} ${'actor'.padEnd(10)} ${'rows'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'target'.padStart(7)}`,
)
for (const c of cases) {
  for (const [actor, token] of [
    ['visitor', supabase.anonKey],
    ['producer', userToken],
  ] as const) {
    if (c.name === "one owner's ads" && actor === 'visitor') continue
    const r = await measure(c, token)
    const ok = r.p95 <= c.target
    if (!ok) failures++
    console.log(
      `${c.name.padEnd(30)} ${actor.padEnd(10)} ${String(r.rows).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${`≤${c.target}`.padStart(7)}${ok ? '' : '  over target'}`,
    )
  }
}
console.log(
  `\n${ITERATIONS} requests per line after ${WARMUP} warm-up; ${failures === 0 ? 'all within target' : `${failures} over target`}.`,
)

await supabase.close()
await db.close()
await rm(storageDir, { recursive: true, force: true })
