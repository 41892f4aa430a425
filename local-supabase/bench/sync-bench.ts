// npm run bench:sync — with the connection off, queue 10 ads with 3 photos of ~300 KB each, 20
// comments and 20 status changes; turn it on and print the time to drain, the requests made and
// the duplicates on the server (must be 0). Then again with the connection dropped three times
// during the drain. Target on this machine against the local server: drained in ≤ 10 s, 0
// duplicates, 0 lost.
import 'fake-indexeddb/auto'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { OfflineDatabase, browserLock, createSender, enqueue, runSync } from '../../src/offline/tools'
import { openDatabase } from '../db/database'
import { startLocalSupabase } from '../server'
import { faultyFetch, type FaultPlan } from '../testing/faulty-fetch'

const ADS = 10
const PHOTOS = 3
const PHOTO_BYTES = 300 * 1024
const COMMENTS = 20
const STATUS_CHANGES = 20

const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-sync-bench-'))
const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
const server = await startLocalSupabase({ db, storageDir })

/** A JPEG-signed blob of the given size (the bucket checks the signature, not the pixels). */
const photo = () =>
  new Blob([new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(PHOTO_BYTES - 4)]))], {
    type: 'image/jpeg',
  })

async function scenario(label: string, drops: number) {
  const plan: FaultPlan = { faults: [], requests: 0 }
  const supabase = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: faultyFetch(plan) },
  })
  const email = `bench.${randomUUID().slice(0, 8)}@campo-solidario.test`
  // Accounts come from the admin API, as the cadastro function makes them (sign-up is off).
  const admin = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  const created = await admin.auth.admin.createUser({
    email,
    password: 'bench-1234',
    email_confirm: true,
    user_metadata: { username: `bench_${randomUUID().slice(0, 8)}` },
  })
  if (created.error) throw new Error(`Creating the benchmark's account failed: ${created.error.message}`)
  await supabase.auth.signInWithPassword({ email, password: 'bench-1234' })
  const { data } = await supabase.auth.getSession()
  const ownerId = data.session!.user.id
  const outbox = new OfflineDatabase(`bench-${randomUUID()}`)

  // Offline: everything is recorded in the outbox first.
  const adIds: string[] = []
  for (let i = 0; i < ADS; i++) {
    const id = randomUUID()
    adIds.push(id)
    await enqueue(outbox, {
      kind: 'publicarAnuncio',
      entity: `anuncio:${id}`,
      ownerId,
      payload: {
        anuncio: {
          id,
          titulo: `Café especial lote ${i}`,
          categoria: 'comida',
          cidade: 'Venda Nova do Imigrante',
          uf: 'ES',
          contato: '27991112222',
        },
      },
      photos: Array.from({ length: PHOTOS }, photo),
    })
  }
  for (let i = 0; i < COMMENTS; i++) {
    const anuncio = adIds[i % ADS]
    await enqueue(outbox, {
      kind: 'comentar',
      entity: `anuncio:${anuncio}`,
      ownerId,
      // Its own ads: the owner answers without a rating (an owner cannot rate their own ad).
      payload: { comentario: { id: randomUUID(), anuncio_id: anuncio, rating: null, comentario: `Ótimo café ${i}` } },
    })
  }
  for (let i = 0; i < STATUS_CHANGES; i++) {
    const anuncio = adIds[i % ADS]
    await enqueue(outbox, {
      kind: 'alterarStatusDoAnuncio',
      entity: `anuncio:${anuncio}`,
      ownerId,
      payload: { id: anuncio, status: i % 2 === 0 ? 'pausado' : 'ativo' },
    })
  }
  const queued = await outbox.outbox.count()

  // Back online; the connection drops `drops` times during the drain (on uploads and inserts).
  plan.requests = 0
  for (let d = 0; d < drops; d++) {
    const at = 15 + d * 20
    plan.faults.push({ when: () => plan.requests >= at, fault: d % 2 === 0 ? 'drop-after' : 'drop-before' })
  }
  let clock = Date.now()
  const lock = browserLock(`bench-${randomUUID()}`)
  const started = performance.now()
  let runs = 0
  while ((await outbox.outbox.count()) > 0 && runs < 100) {
    await runSync({
      db: outbox,
      currentUser: async () => ownerId,
      refreshSession: async () => !(await supabase.auth.refreshSession()).error,
      send: createSender(supabase),
      withLock: lock,
      // A dropped connection is retried at once here: the benchmark measures the work, not the
      // backoff (which the unit tests check).
      now: () => clock,
    })
    clock += 10 * 60_000
    runs++
  }
  const seconds = (performance.now() - started) / 1000

  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql, [adIds])).rows[0].n)
  const ads = await count('select count(*)::int as n from anuncios where id = any($1::uuid[])')
  const photos = await count(
    `select count(*)::int as n from storage.objects where (string_to_array(name, '/'))[3] = any($1::text[])`,
  )
  const comments = await count('select count(*)::int as n from comentarios where anuncio_id = any($1::uuid[])')
  const left = await outbox.outbox.count()
  const duplicates = Math.max(0, ads - ADS) + Math.max(0, photos - ADS * PHOTOS) + Math.max(0, comments - COMMENTS)
  const lost = Math.max(0, ADS - ads) + Math.max(0, ADS * PHOTOS - photos) + Math.max(0, COMMENTS - comments) + left
  console.log(
    `${label.padEnd(32)} ${String(queued).padStart(6)} ${seconds.toFixed(2).padStart(9)} ${String(plan.requests).padStart(9)} ${String(duplicates).padStart(11)} ${String(lost).padStart(5)}`,
  )
  await outbox.delete()
  return { seconds, duplicates, lost }
}

console.log(
  `${ADS} ads × ${PHOTOS} photos of ${PHOTO_BYTES / 1024} KB, ${COMMENTS} comments, ${STATUS_CHANGES} status changes (local server, ${db.kind})\n`,
)
console.log(
  `${'scenario'.padEnd(32)} ${'queued'.padStart(6)} ${'drain (s)'.padStart(9)} ${'requests'.padStart(9)} ${'duplicates'.padStart(11)} ${'lost'.padStart(5)}`,
)
const results = [await scenario('steady connection', 0), await scenario('connection dropped 3 times', 3)]
const ok = results.every((r) => r.seconds <= 10 && r.duplicates === 0 && r.lost === 0)
console.log(`\nTarget: drained in ≤ 10 s, 0 duplicates, 0 lost — ${ok ? 'met' : 'NOT met'}.`)

await server.close()
await db.close()
await rm(storageDir, { recursive: true, force: true })
process.exit(ok ? 0 : 1)
