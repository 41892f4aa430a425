// npm run bench:push — 1,000 notifications for one person with two devices at once (2,000
// pushes): the edge function `enviar-push` sends them all through a local push service (HTTPS,
// decrypting each with its device's keys); prints the time, the rate, and how many were lost or
// sent twice (both must be 0). On PostgreSQL with DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../db/database'
import { startLocalSupabase } from '../server'
import { startPushEndpoint } from '../testing/push-endpoint'

const NOTIFICATIONS = 1000

const pushService = await startPushEndpoint()
const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-push-bench-'))
const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
const server = await startLocalSupabase({ db, storageDir, functionsEnv: { DENO_CERT: pushService.certFile } })
// The demo producer Maria (supabase/seed.sql).
const maria = { id: '00000000-0000-4000-a000-000000000002' }

const devices = [pushService.subscribe(), pushService.subscribe()]
for (const device of devices) {
  await db.query('insert into public.assinaturas_push (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [
    maria.id,
    device.endpoint,
    device.p256dh,
    device.auth,
  ])
}
// The first run starts Deno and loads the function: not part of the measure.
await server.push.runNow()

const started = performance.now()
await db.query(
  `insert into public.notificacoes (user_id, tipo, titulo, texto, url)
   select $1, 'pedido_novo', 'Novo pedido ' || n, 'Pedido ' || n, '/pedidos' from generate_series(1, $2::int) n`,
  [maria.id, NOTIFICATIONS],
)
// Until every push is sent or given up (a given-up one is never sent: waiting for it would never end),
// and never past a deadline.
const DEADLINE_MS = 120_000
const waiting = async () =>
  (
    await db.query<{ n: number }>(
      'select count(*)::int as n from public.envios_push where enviado_em is null and desistido_em is null',
    )
  ).rows[0].n
while ((await waiting()) > 0 && performance.now() - started < DEADLINE_MS) await server.push.runNow()
const seconds = (performance.now() - started) / 1000
const left = await waiting()
const givenUp = (
  await db.query<{ n: number }>('select count(*)::int as n from public.envios_push where desistido_em is not null')
).rows[0].n
const expected = NOTIFICATIONS * devices.length
const titles = devices.map((d) =>
  pushService.received.filter((p) => p.endpoint === d.endpoint).map((p) => (p.payload as { titulo: string }).titulo),
)
const delivered = titles.reduce((sum, t) => sum + t.length, 0)
const distinct = titles.reduce((sum, t) => sum + new Set(t).size, 0)
console.log(`push burst: ${NOTIFICATIONS} notifications × ${devices.length} devices = ${expected} pushes`)
console.log(`  sent in ${seconds.toFixed(2)} s — ${(expected / seconds).toFixed(0)} pushes/s`)
console.log(`  lost: ${expected - distinct}, sent twice: ${delivered - distinct}, given up: ${givenUp}`)
if (left > 0) console.log(`  still waiting after ${DEADLINE_MS / 1000} s: ${left}`)

await server.close()
await db.close()
await pushService.stop()
await rm(storageDir, { recursive: true, force: true })
if (expected !== distinct || delivered !== distinct || givenUp > 0 || left > 0) process.exitCode = 1
