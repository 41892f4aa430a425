// The realtime benchmark's phones (a worker thread, plain JavaScript: workers do not take tsx): one socket per person, vsn 2.0.0, joined
// with the bindings the app uses (src/offline/live.ts); reports when all are subscribed, then
// each message delivery with its latency from the change's commit_timestamp.
import { parentPort, workerData } from 'node:worker_threads'
import WebSocket from 'ws'

const { url, anonKey, tokens, people } = workerData
/** A message's text, or a voice note's path; latency from the commit; when it arrived (this machine's clock). */
/** @type {Array<{ person: number; texto: string; latencyMs: number; receivedAt: number }>} */
const deliveries = []
let subscribed = 0
let expected = Infinity

function bindings(me) {
  const on = (table, filter) => ({ event: '*', schema: 'public', table, ...(filter ? { filter } : {}) })
  return [
    on('mensagens', `comprador_id=eq.${me}`),
    on('mensagens', `vendedor_id=eq.${me}`),
    on('pedidos', `comprador_id=eq.${me}`),
    on('pedidos', `vendedor_id=eq.${me}`),
    on('notificacoes', `user_id=eq.${me}`),
    on('reservas'),
  ]
}

function finishWhenDone() {
  if (deliveries.length >= expected) parentPort.postMessage({ type: 'deliveries', value: deliveries })
}

async function open(index) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  ws.on('message', (data) => {
    const [, , , event, payload] = JSON.parse(data.toString())
    if (event === 'system' && payload.message === 'Subscribed to PostgreSQL') {
      if (++subscribed === people.length) parentPort.postMessage({ type: 'subscribed' })
    }
    if (event === 'postgres_changes' && payload.data.table === 'mensagens') {
      deliveries.push({
        person: index + 1,
        texto: payload.data.record.texto || payload.data.record.audio_caminho,
        latencyMs: Date.now() - Date.parse(payload.data.commit_timestamp),
        receivedAt: Date.now(),
      })
      finishWhenDone()
    }
  })
  ws.send(
    JSON.stringify([
      '1',
      '1',
      `realtime:vivo:${people[index]}`,
      'phx_join',
      { config: { postgres_changes: bindings(people[index]) }, access_token: tokens[index] },
    ]),
  )
  // Heartbeats, as realtime-js sends them.
  setInterval(() => ws.send(JSON.stringify([null, String(Date.now()), 'phoenix', 'heartbeat', {}])), 25_000).unref()
}

for (let i = 0; i < people.length; i += 50)
  await Promise.all(Array.from({ length: Math.min(50, people.length - i) }, (_, k) => open(i + k)))

parentPort.on('message', (message) => {
  if (message.type !== 'expect') return
  expected = message.value
  finishWhenDone()
  // Whatever has not arrived within 30 s counts as missing.
  setTimeout(() => parentPort.postMessage({ type: 'deliveries', value: deliveries }), 30_000).unref()
})
