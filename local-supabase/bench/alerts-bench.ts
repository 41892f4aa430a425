// npm run bench:alerts — the search alerts at scale (issue 54) on a fresh database (PGlite unless
// DATABASE_URL is set): 100,000 alerts by 10,000 people (10 each, the most a person may keep) at
// Brazil's municipal seats weighted by population — 85 % with words (a quarter of those for all of
// Brazil), the rest a category near home, some with a maximum price — then 1,000 new ads at seats
// weighted the same way. Prints the time to publish an ad without and with the alerts' queue, the
// time to find a new ad's alerts (goal: p95 ≤ 20 ms an ad) and the time the job takes to match one
// queued ad and write its notifications.
import { readFile } from 'node:fs/promises'
import { openDatabase } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seedBenchAds } from './seed-bench-ads.ts'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
const PEOPLE = Math.ceil(ALERTS / 10)
const NEW_ADS = Number(process.env.BENCH_NEW_ADS ?? 1_000)
const GOAL_MS = 20

const seats = Object.values(
  JSON.parse(await readFile(new URL('../../src/lib/places/municipios-posicoes.json', import.meta.url), 'utf8')) as Record<
    string,
    [number, number, number]
  >,
)
// Seats by population (thousands, at least 1): a draw in [0, total) picks one.
const cumulative: number[] = []
let total = 0
for (const [, , mil] of seats) cumulative.push((total += Math.max(mil, 1)))
let state = 20261128
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
function seat(): [number, number] {
  const draw = random() * total
  let lo = 0
  let hi = cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cumulative[mid] > draw) hi = mid
    else lo = mid + 1
  }
  return [seats[lo][0], seats[lo][1]]
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]

const WORDS = [
  'queijo',
  'queijo minas',
  'café',
  'muda de café',
  'mel',
  'feijão',
  'milho',
  'banana',
  'ovos caipiras',
  'doce de leite',
  'trator',
  'esterco',
  'mandioca',
  'farinha',
  'tomate',
  'alface',
  'galinha',
  'leite',
  'rapadura',
  'sementes crioulas',
  'cachaça',
  'requeijão',
  'pimenta',
  'abóbora',
  'laranja',
  'adubo',
  'lenha',
  'carroça',
  'bomba solar',
  'polpa',
]
const CATEGORIES = ['agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'sustentabilidade', 'tecnologia', 'utilidades']
const RADII = [10, 25, 50, 100, 200]
const TITLES = [
  'Queijo minas curado',
  'Café especial torrado',
  'Mel silvestre',
  'Feijão carioca novo',
  'Milho verde',
  'Mudas de café',
  'Banana prata',
  'Ovos caipiras',
  'Doce de leite cremoso',
  'Trator usado',
  'Esterco curtido',
  'Mandioca descascada',
  'Farinha de mandioca',
  'Tomate orgânico',
  'Alface crespa',
  'Galinha caipira',
  'Leite fresco',
  'Rapadura',
  'Requeijão de corte',
  'Pimenta biquinho',
  'Abóbora cabotiá',
  'Laranja pera',
  'Adubo orgânico',
  'Cesto de taboa',
]

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(2)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    text: `p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, max ${f(sorted.at(-1)!)} ms`,
  }
}

const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
const started = Date.now()
await migrate(db, { seed: false })
console.log(`Database ready on ${db.kind} in ${Date.now() - started} ms`)
// Ads already there: they were public before any alert, so nothing of theirs waits to be matched.
await seedBenchAds(db, 10_000, 200)
await db.exec('delete from interno.fila_alertas')

const seedStart = Date.now()
await db.exec(`
  insert into auth.users (id, email, raw_user_meta_data)
  select ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'comprador' || i || '@bench.test',
         jsonb_build_object('username', 'comprador' || i, 'display_name', 'Comprador ' || i)
  from generate_series(1, ${PEOPLE}) as i;
`)
const alerts = Array.from({ length: ALERTS }, (_, i) => {
  // Words in most; a search with no words (a category, a price) is kept near home.
  const withWords = random() < 0.85
  const located = !withWords || random() < 0.75
  const [latitude, longitude] = located ? seat() : [null, null]
  return {
    user_id: `c0000000-0000-4000-8000-${String(1 + (i % PEOPLE)).padStart(12, '0')}`,
    termo: withWords ? pick(WORDS) + (random() < 0.3 ? ` ${i}` : '') : null,
    categoria: !withWords || random() < 0.3 ? pick(CATEGORIES) : null,
    lugar: located ? 'Sede' : null,
    latitude,
    longitude,
    km: located ? pick(RADII) : null,
    preco_max: random() < 0.3 ? pick([20, 50, 100, 500, 5000]) : null,
  }
})
// Seeded in bulk past the per-person check (10 each by construction; the same search twice is kept
// once by the unique index): row by row, it plans its lookups on an empty table, which PGlite,
// without autovacuum, never re-plans.
await db.exec('alter table public.alertas_busca disable trigger conferir_alerta_busca')
for (let i = 0; i < alerts.length; i += 5_000) {
  await db.query(
    `insert into public.alertas_busca (user_id, termo, categoria, lugar, latitude, longitude, km, preco_max)
     select * from jsonb_to_recordset($1::jsonb) as t(user_id uuid, termo text, categoria text, lugar text,
       latitude double precision, longitude double precision, km integer, preco_max numeric)
     on conflict do nothing`,
    [JSON.stringify(alerts.slice(i, i + 5_000))],
  )
}
await db.exec('alter table public.alertas_busca enable trigger conferir_alerta_busca')
await db.exec('analyze')
const { rows: counted } = await db.query<{ n: number }>('select count(*)::int as n from public.alertas_busca')
console.log(
  `Seeded ${counted[0].n.toLocaleString('pt-BR')} alerts by ${PEOPLE.toLocaleString('pt-BR')} people in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
)

const newAd = (i: number) => {
  const [latitude, longitude] = seat()
  const titulo = pick(TITLES)
  return [
    `${titulo} ${i}`,
    pick(['agricultura', 'comida', 'comida', 'casa', 'utilidades']),
    random() < 0.1 ? null : Math.round(5 + random() * 300),
    `${titulo} da agricultura familiar, colhido nesta semana. Entrega na região, combine pelo WhatsApp.`,
    latitude,
    longitude,
    `b0000000-0000-4000-8000-${String(1 + (i % 200)).padStart(12, '0')}`,
  ]
}
const INSERT = `insert into public.anuncios (titulo, categoria, preco, descricao, cidade, uf, contato, user_id, latitude, longitude)
  values ($1, $2, $3, $4, 'Sede', 'ES', '27998761234', $7, $5, $6)`

async function publishAll(label: string): Promise<ReturnType<typeof summary>> {
  const times: number[] = []
  for (let i = 0; i < NEW_ADS; i++) {
    const t = performance.now()
    await db.query(INSERT, newAd(i))
    times.push(performance.now() - t)
  }
  const s = summary(times)
  console.log(`Publishing an ad, ${label}: ${s.text}`)
  return s
}

// The same 1,000 inserts without the queue's trigger (as before this feature), then with it.
await db.exec('alter table public.anuncios disable trigger enfileirar_anuncio_para_alertas')
await publishAll('without the alerts (before)')
await db.exec('alter table public.anuncios enable trigger enfileirar_anuncio_para_alertas')
await publishAll('with the alerts queue (now)')

const { rows: queued } = await db.query<{ anuncio_id: string }>('select anuncio_id from interno.fila_alertas order by created_at')
// Finding the alerts an ad matches (what must not grow with the number of alerts)…
const finding: number[] = []
for (const { anuncio_id } of queued) {
  const t = performance.now()
  await db.query('select count(*) from interno.alertas_do_anuncio($1)', [anuncio_id])
  finding.push(performance.now() - t)
}
const found = summary(finding)
console.log(`Finding the alerts of a new ad (${finding.length} ads): ${found.text}`)
// …and the job as it runs: taking an ad from the queue, matching it, writing its notifications.
const times: number[] = []
for (let i = 0; i < queued.length; i++) {
  const t = performance.now()
  await db.query('select interno.casar_alertas(1)')
  times.push(performance.now() - t)
}
const { rows: told } = await db.query<{ n: number; people: number }>(
  `select count(*)::int as n, count(distinct user_id)::int as people from public.notificacoes where tipo = 'alerta_busca'`,
)
const { rows: matches } = await db.query<{ n: number }>('select count(*)::int as n from interno.alertas_avisados')
const job = summary(times)
console.log(
  `The job: an ad matched and its notifications written (${times.length} ads): ${job.text}` +
    ` — ${(matches[0].n / times.length).toFixed(1)} matches an ad, ${told[0].n.toLocaleString('pt-BR')} notifications to ${told[0].people.toLocaleString('pt-BR')} people`,
)
console.log(
  found.p95 <= GOAL_MS
    ? `Goal met: finding an ad's alerts p95 ≤ ${GOAL_MS} ms.`
    : `GOAL MISSED: finding an ad's alerts p95 above ${GOAL_MS} ms.`,
)
await db.close()
