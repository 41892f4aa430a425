// npm run bench:sync-start — what a signed-in start costs on the network for a producer with a
// long history: 500 own ads, 200 conversations of 200 messages, 300 orders, 150 notifications.
// Three starts of the person's refresh (their ads, favourites, conversations, orders,
// notifications; then the Pix key and the trips, as the app's start does): (a) the first on a new
// phone, (b) one with nothing changed on the server, (c) one after 10 changes. Each prints the
// requests, the bytes of the answers (JSON as sent, before any compression) and of the requests,
// and what the phone then holds. "before" is the same start read as the build before issue 75 read
// it: each slice whole (own ads, newest 500 messages, 200 orders, 100 notifications, favourites).
// Goals: (b) ≤ 5 KB down and ≤ one request per domain; (c) grows with the 10 changes, not with the
// history; (a) complete (every own ad, every order, every conversation listed).
// With DATABASE_URL it runs on that PostgreSQL (a database of its own is made and dropped).
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { OfflineDatabase, pullPersonChanges, pullPixKey, pullTrips } from '../../src/offline/tools'
import { openDatabase, type Database } from '../db/database'
import { startLocalSupabase } from '../server'

const ADS = 500
const CONVERSATIONS = 200
const MESSAGES_PER_CONVERSATION = 200
const ORDERS = 300
const NOTIFICATIONS = 150
const PASSWORD = 'bench-1234'

interface Traffic {
  requests: number
  down: number
  up: number
  paths: Map<string, number>
}

const traffic = (): Traffic => ({ requests: 0, down: 0, up: 0, paths: new Map() })

/** A fetch that counts what a start sends and receives (the REST API only: sign-in is not a start's). */
function countingFetch(count: { current: Traffic | null }): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const t = count.current
    if (!t || !url.pathname.startsWith('/rest/v1/')) return response
    const body = await response.clone().arrayBuffer()
    const headers = new Headers(init?.headers)
    t.requests++
    t.down += body.byteLength + [...response.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
    t.up += url.pathname.length + url.search.length + [...headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
    t.up += typeof init?.body === 'string' ? init.body.length : 0
    const key = url.pathname.replace('/rest/v1/', '')
    t.paths.set(key, (t.paths.get(key) ?? 0) + 1)
    return response
  }
}

async function openBenchDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const db = await openDatabase({})
    return { db, drop: () => db.close() }
  }
  const name = `cs_sync_start_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: url.toString() })
  return {
    db,
    async drop() {
      await db.close()
      const again = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

/** The history, written at once (past the per-minute limits a real one never meets). */
async function seedHistory(db: Database, producer: string) {
  await db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica')
    await tx.query(
      `insert into auth.users (id, email, raw_user_meta_data)
       select ('e6000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'comprador' || i || '@bench.test',
              jsonb_build_object('username', 'comprador' || i)
       from generate_series(1, $1) i`,
      [CONVERSATIONS],
    )
    await tx.query(
      `insert into public.usuarios (id, email, username, display_name, status)
       select ('e6000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'comprador' || i || '@bench.test',
              'comprador' || i, 'Comprador ' || i, 'ativo'
       from generate_series(1, $1) i`,
      [CONVERSATIONS],
    )
    await tx.query(
      `insert into public.anuncios (id, titulo, categoria, preco, descricao, cidade, uf, contato, user_id, user_name, status, created_at)
       select ('e5000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Produto da roça ' || i, 'comida', 10 + i % 50,
              'Colhido nesta semana, lote ' || i || '. Entrega na região ou retirada no sítio.', 'Venda Nova do Imigrante', 'ES',
              '27998761234', $1, 'Produtora do bench', (case when i % 10 = 3 then 'pausado' else 'ativo' end)::public.status_do_anuncio,
              now() - make_interval(hours => i)
       from generate_series(1, $2) i`,
      [producer, ADS],
    )
    await tx.query(
      `insert into public.mensagens (anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto, created_at, lida_em)
       select ('e5000000-0000-4000-8000-' || lpad((1 + c % $3)::text, 12, '0'))::uuid,
              ('e6000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, $1,
              case when m % 2 = 0 then ('e6000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid else $1 end,
              case when m % 2 = 0 then 'Comprador ' || c else 'Produtora do bench' end,
              'Mensagem ' || m || ' da conversa ' || c || ': ainda tem? Posso buscar no sábado de manhã.',
              now() - make_interval(mins => ($2 - m) * 10 + c),
              case when c % 10 = 0 and m > $2 - 3 then null else now() end
       from generate_series(1, $4) c, generate_series(1, $2) m`,
      [producer, MESSAGES_PER_CONVERSATION, ADS, CONVERSATIONS],
    )
    await tx.query(
      `insert into public.pedidos (anuncio_id, comprador_id, vendedor_id, comprador_nome, vendedor_nome, quantidade, entrega, status, created_at)
       select ('e5000000-0000-4000-8000-' || lpad((1 + (1 + o % $3) % $4)::text, 12, '0'))::uuid,
              ('e6000000-0000-4000-8000-' || lpad((1 + o % $3)::text, 12, '0'))::uuid, $1,
              'Comprador ' || (1 + o % $3), 'Produtora do bench', (1 + o % 9) || ' kg', 'retirar',
              (array['pendente', 'aceito', 'entregue', 'recusado', 'cancelado'])[1 + o % 5]::public.status_do_pedido,
              now() - make_interval(hours => o)
       from generate_series(1, $2) o`,
      [producer, ORDERS, CONVERSATIONS, ADS],
    )
    await tx.query(
      `insert into public.notificacoes (user_id, tipo, titulo, texto, url, created_at, lida_em)
       select $1, 'mensagem', 'Nova mensagem', 'Comprador ' || n || ' escreveu sobre o seu anúncio.', '/mensagens',
              now() - make_interval(hours => n), case when n > 5 then now() end
       from generate_series(1, $2) n`,
      [producer, NOTIFICATIONS],
    )
  })
  await db.exec('analyze')
}

/** The start as the build before issue 75 made it: every slice read whole. */
async function wholeSlices(supabase: SupabaseClient, userId: string) {
  const ads =
    'id, titulo, categoria, preco, descricao, cidade, uf, endereco, cep, contato, email, imagens, latitude, longitude, user_id, user_name, status, avaliacao_media, avaliacoes_quantidade, expira_em, ocultado_motivo, created_at, updated_at, audio_caminho, audio_duracao_ms'
  await Promise.all([
    supabase.from('anuncios').select(ads).eq('user_id', userId).order('created_at', { ascending: false }),
    supabase.from('favoritos').select('user_id, anuncio_id, created_at').eq('user_id', userId),
    supabase
      .from('mensagens')
      .select(
        'id, anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto, pedido_id, lida_em, created_at, audio_caminho, audio_duracao_ms, audio_bytes, audio_tipo',
      )
      .order('created_at', { ascending: false })
      .limit(500),
    supabase
      .from('pedidos')
      .select(
        'id, anuncio_id, comprador_id, vendedor_id, comprador_nome, vendedor_nome, quantidade, observacao, entrega, viagem_id, status, valor, pix_chave, pix_nome, pix_cidade, pagamento, created_at, updated_at',
      )
      .order('created_at', { ascending: false })
      .limit(200),
    supabase
      .from('notificacoes')
      .select('id, user_id, tipo, titulo, texto, url, anuncio_id, quantidade, created_at, lida_em')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(100),
  ])
}

async function start(supabase: SupabaseClient, db: OfflineDatabase, userId: string) {
  const result = await pullPersonChanges(supabase, db, userId)
  if (!result.ok) throw new Error('The person’s refresh failed')
  await Promise.all([pullPixKey(supabase, db, userId), pullTrips(supabase, db, userId)])
}

async function held(db: OfflineDatabase, userId: string) {
  const conversations = new Set((await db.mensagens.toArray()).map((m) => `${m.anuncio_id}:${m.comprador_id}`))
  return {
    ads: await db.anuncios.where('user_id').equals(userId).count(),
    conversations: conversations.size,
    messages: await db.mensagens.count(),
    orders: await db.pedidos.count(),
    notifications: await db.notificacoes.count(),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const line = (label: string, t: Traffic, ms: number) =>
  `${label.padEnd(34)} ${String(t.requests).padStart(3)} requests  ${kb(t.down).padStart(10)} down  ${kb(t.up).padStart(9)} up  ${String(Math.round(ms)).padStart(6)} ms   ${[...t.paths].map(([p, n]) => (n > 1 ? `${p}×${n}` : p)).join(', ')}`

const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-sync-start-'))
const { db, drop } = await openBenchDatabase()
const server = await startLocalSupabase({ db, storageDir })
const count: { current: Traffic | null } = { current: null }
try {
  const admin = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  const email = `produtora.${randomUUID().slice(0, 8)}@bench.test`
  const created = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { username: `produtora_${randomUUID().slice(0, 6)}`, display_name: 'Produtora do bench' },
  })
  if (created.error) throw new Error(`Creating the producer failed: ${created.error.message}`)
  const producer = created.data.user.id
  const seeding = performance.now()
  await seedHistory(db, producer)
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: a producer with ${ADS} ads, ${CONVERSATIONS} conversations of ${MESSAGES_PER_CONVERSATION} messages, ${ORDERS} orders, ${NOTIFICATIONS} notifications (seeded in ${Math.round(performance.now() - seeding)} ms)\n`,
  )

  const supabase = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: countingFetch(count) },
  })
  const signedIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
  if (signedIn.error) throw signedIn.error

  const measure = async (label: string, work: () => Promise<unknown>) => {
    count.current = traffic()
    const began = performance.now()
    await work()
    const t = count.current
    count.current = null
    console.log(line(label, t, performance.now() - began))
    return t
  }

  const before = await measure('before: every slice whole', () => wholeSlices(supabase, producer))
  const phone = new OfflineDatabase(`sync-start-${randomUUID()}`)
  const first = await measure('(a) first start on a new phone', () => start(supabase, phone, producer))
  const holds = await held(phone, producer)
  const nothing = await measure('(b) start with nothing changed', () => start(supabase, phone, producer))

  // 10 changes on the server: 4 messages from buyers, 3 orders accepted, 2 ads edited, 1 deleted.
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.mensagens (anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto)
       select ('e5000000-0000-4000-8000-' || lpad((1 + c % $2)::text, 12, '0'))::uuid,
              ('e6000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, $1,
              ('e6000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'Comprador ' || c, 'Ainda tem para sábado?'
       from generate_series(1, 4) c`,
      [producer, ADS],
    )
    await tx.query(
      `update public.pedidos set status = 'aceito' where id in (
         select id from public.pedidos where vendedor_id = $1 and status = 'pendente' order by created_at limit 3)`,
      [producer],
    )
    await tx.query(
      `update public.anuncios set preco = preco + 1 where id in ('e5000000-0000-4000-8000-000000000100', 'e5000000-0000-4000-8000-000000000101')`,
    )
    await tx.query(`delete from public.anuncios where id = 'e5000000-0000-4000-8000-000000000499'`)
  })
  const changed = await measure('(c) start after 10 changes', () => start(supabase, phone, producer))
  const after = await held(phone, producer)

  console.log(
    `\nthe new phone holds ${holds.ads} of ${ADS} own ads, ${holds.orders} of ${ORDERS} orders, ${holds.conversations} of ${CONVERSATIONS} conversations (${holds.messages} messages: each conversation's latest and the unread ones), ${holds.notifications} notifications`,
  )
  console.log(`after the 10 changes: ${after.ads} own ads (one deleted), ${after.messages} messages`)
  const goals = [
    [`(a) complete`, holds.ads === ADS && holds.orders === ORDERS && holds.conversations === CONVERSATIONS],
    [`(b) ≤ 5 KB down (${kb(nothing.down)})`, nothing.down <= 5 * 1024],
    [`(b) ≤ one request per domain (${nothing.requests}: ${[...nothing.paths.keys()].join(', ')})`, nothing.requests <= 3],
    [
      `(c) grows with the changes (${kb(changed.down - nothing.down)} more than (b)), not the history (${kb(first.down)})`,
      changed.down < nothing.down + 20 * 1024,
    ],
    [`(c) the deleted ad left the phone`, after.ads === ADS - 1],
  ] as const
  console.log(
    `\nbefore (whole slices) ${kb(before.down)} in ${before.requests} requests → (b) ${kb(nothing.down)} in ${nothing.requests}`,
  )
  for (const [goal, met] of goals) console.log(`${met ? '✓' : '✗'} ${goal}`)
  process.exitCode = goals.every(([, met]) => met) ? 0 : 1
} finally {
  await server.close()
  await drop()
  await rm(storageDir, { recursive: true, force: true })
}
