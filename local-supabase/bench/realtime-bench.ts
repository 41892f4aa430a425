// npm run bench:realtime — 1,000 sockets subscribed as the app subscribes (each person: their
// messages as buyer and as seller, their orders both ways, their notifications, the requests on
// their trips), 500 conversations; messages sent through the REST API as their buyers. Prints
// p50/p95/p99 from commit to delivery, that each message reached its two participants and no one
// else, and the server's memory per socket. Then voice notes as the app's outbox sends them (the
// file to Storage, then the message): "Enviar áudio" → the other side, upload included. The sockets run in a worker thread, so the main
// thread's heap is the server's alone. On PostgreSQL with DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { openDatabase } from '../db/database'
import { startLocalSupabase } from '../server'

const CONVERSATIONS = 500
const PEOPLE = CONVERSATIONS * 2
const MESSAGES = 400
const VOICE_NOTES = 100
/** A 4 s note at the recorder's 20 kbit/s. */
const NOTE_MS = 4000
const NOTE = new Uint8Array((20_000 / 8) * (NOTE_MS / 1000)).fill(7)
const CONCURRENT_SENDERS = 8

const person = (i: number) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const ad = (i: number) => `d0000000-0000-4000-8000-${String(i).padStart(12, '0')}`

const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-realtime-bench-'))
const db = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {})
const server = await startLocalSupabase({ db, storageDir })

// Sellers 1..500 each with an ad; buyers 501..1000, buyer 500+i talks to seller i.
await db.exec(`
  insert into auth.users (id, email, encrypted_password, raw_user_meta_data)
  select ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'pessoa' || i || '@realtime.bench', null,
         jsonb_build_object('username', 'pessoa' || i, 'display_name', 'Pessoa ' || i)
  from generate_series(1, ${PEOPLE}) as i;
  insert into public.anuncios (id, titulo, categoria, cidade, uf, contato, user_id)
  select ('d0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Produto ' || i, 'comida', 'Serra', 'ES', '27998761234',
         ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid
  from generate_series(1, ${CONVERSATIONS}) as i;
`)
const exp = Math.floor(Date.now() / 1000) + 3600
const tokens = await Promise.all(
  Array.from({ length: PEOPLE }, (_, i) =>
    server.keys.sign({ role: 'authenticated', aud: 'authenticated', sub: person(i + 1), exp }),
  ),
)

global.gc?.()
const before = process.memoryUsage()
const sockets = new Worker(new URL('./realtime-bench-sockets.mjs', import.meta.url), {
  workerData: {
    url: server.url,
    anonKey: server.anonKey,
    tokens,
    people: Array.from({ length: PEOPLE }, (_, i) => person(i + 1)),
  },
})
const fromWorker = <T>(type: string) =>
  new Promise<T>((resolve, reject) => {
    const listen = (message: { type: string; value: T }) => {
      if (message.type !== type) return
      sockets.off('message', listen)
      resolve(message.value)
    }
    sockets.on('message', listen)
    sockets.once('error', reject)
  })
const subscribeStarted = performance.now()
await fromWorker('subscribed')
const subscribeSeconds = (performance.now() - subscribeStarted) / 1000
global.gc?.()
const after = process.memoryUsage()

// Messages from random buyers, a few at a time, each a POST as that buyer.
const sent: Array<{ texto: string; buyer: number; seller: number }> = []
let next = 0
async function sender() {
  while (next < MESSAGES) {
    const n = next++
    const seller = 1 + ((n * 7919) % CONVERSATIONS)
    const buyer = CONVERSATIONS + seller
    const texto = `bench ${n}`
    sent.push({ texto, buyer, seller })
    const res = await fetch(`${server.url}/rest/v1/mensagens`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${tokens[buyer - 1]}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ anuncio_id: ad(seller), comprador_id: person(buyer), texto }),
    })
    if (res.status !== 201) throw new Error(`insert refused: ${res.status} ${await res.text()}`)
  }
}
const sendStarted = performance.now()
await Promise.all(Array.from({ length: CONCURRENT_SENDERS }, sender))
const sendSeconds = (performance.now() - sendStarted) / 1000

// Voice notes, as the outbox sends one: its file to its own path in `audios`, then the message.
const noteStartedAt = new Map<string, number>()
let nextNote = 0
async function noteSender() {
  while (nextNote < VOICE_NOTES) {
    const n = nextNote++
    const seller = 1 + ((n * 7919 + 13) % CONVERSATIONS)
    const buyer = CONVERSATIONS + seller
    const id = crypto.randomUUID()
    const caminho = `${person(buyer)}/${id}.webm`
    sent.push({ texto: caminho, buyer, seller })
    noteStartedAt.set(caminho, Date.now())
    const as = { apikey: server.anonKey, Authorization: `Bearer ${tokens[buyer - 1]}` }
    const stored = await fetch(`${server.url}/storage/v1/object/audios/${caminho}`, {
      method: 'POST',
      headers: { ...as, 'Content-Type': 'audio/webm', 'x-upsert': 'true' },
      body: NOTE,
    })
    if (stored.status !== 200) throw new Error(`upload refused: ${stored.status} ${await stored.text()}`)
    const res = await fetch(`${server.url}/rest/v1/mensagens`, {
      method: 'POST',
      headers: { ...as, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({
        id,
        anuncio_id: ad(seller),
        comprador_id: person(buyer),
        texto: '',
        audio_caminho: caminho,
        audio_duracao_ms: NOTE_MS,
      }),
    })
    if (res.status !== 201) throw new Error(`voice note refused: ${res.status} ${await res.text()}`)
  }
}
await Promise.all(Array.from({ length: CONCURRENT_SENDERS }, noteSender))

sockets.postMessage({ type: 'expect', value: (MESSAGES + VOICE_NOTES) * 2 })
const deliveries = await fromWorker<Array<{ person: number; texto: string; latencyMs: number; receivedAt: number }>>('deliveries')
await sockets.terminate()

const byText = new Map<string, number[]>()
for (const d of deliveries) byText.set(d.texto, [...(byText.get(d.texto) ?? []), d.person])
let wrong = 0
let missing = 0
let twice = 0
for (const { texto, buyer, seller } of sent) {
  const got = byText.get(texto) ?? []
  wrong += got.filter((p) => p !== buyer && p !== seller).length
  missing += [buyer, seller].filter((p) => !got.includes(p)).length
  twice += got.length - new Set(got).size
}
const percentile = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}
const latencies = deliveries.map((d) => d.latencyMs).sort((a, b) => a - b)
const at = percentile(latencies)
// The other side of a note: the seller, from the tap (the upload's start) to their socket.
const noteToSeller = deliveries
  .filter((d) => noteStartedAt.has(d.texto) && d.person <= CONVERSATIONS)
  .map((d) => d.receivedAt - noteStartedAt.get(d.texto)!)
const noteAt = percentile(noteToSeller)
// The JS heap only: PGlite's WebAssembly memory (external) moves with the database's work.
const perSocketKb = (after.heapUsed - before.heapUsed) / PEOPLE / 1024

console.log(
  `realtime: ${PEOPLE} sockets (${CONVERSATIONS} conversations, 6 bindings each) on ${db.kind}; subscribed in ${subscribeSeconds.toFixed(1)} s`,
)
console.log(
  `  ${MESSAGES} messages in ${sendSeconds.toFixed(1)} s (${(MESSAGES / sendSeconds).toFixed(0)}/s, ${CONCURRENT_SENDERS} senders through REST)`,
)
console.log(
  `  commit → delivery: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1)} ms (goal p99 ≤ 200 ms)`,
)
console.log(
  `  ${VOICE_NOTES} voice notes of ${NOTE_MS / 1000} s (${NOTE.length} bytes): "Enviar áudio" → the other side (upload, message, delivery): p50 ${noteAt(0.5)} ms, p95 ${noteAt(0.95)} ms, p99 ${noteAt(0.99)} ms (${noteToSeller.length} arrived)`,
)
console.log(
  `  deliveries: ${deliveries.length} of ${(MESSAGES + VOICE_NOTES) * 2}; to someone else ${wrong}, missing ${missing}, twice ${twice} (all must be 0)`,
)
console.log(`  server memory per socket: ${perSocketKb.toFixed(1)} KB (JS heap, ${PEOPLE} sockets with their channels)`)

await server.close()
await db.close()
await rm(storageDir, { recursive: true, force: true })
if (wrong + missing + twice > 0) process.exit(1)
