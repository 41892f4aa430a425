import { randomUUID } from 'node:crypto'
import { createClient, type RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Database as Schema } from '../../src/lib/database.types'
import { MAX_JOINS_PER_SECOND } from '../../local-supabase/realtime/realtime'
import { DEMO, client, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Supabase Realtime on the local server: the Phoenix protocol in both versions (as realtime-js
// speaks it and raw), postgres_changes delivered only to whoever may read the row under its RLS
// (per actor: the two participants; not another user, an admin, a visitor or an inactive user),
// tokens refused as Realtime words it, and bad input confined to the socket that sent it.

let backend: TestBackend
let adOfMaria: string
const tokens: Record<'maria' | 'joao' | 'admin' | 'other' | 'inactive', string> = {} as never
const ids: Record<string, string> = {}

async function tokenOf(email: string, password: string) {
  const { data, error } = await client(backend.url, backend.anonKey).auth.signInWithPassword({ email, password })
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`)
  return data.session.access_token
}

beforeAll(async () => {
  backend = await startTestBackend()
  tokens.maria = await tokenOf(DEMO.maria.email, DEMO.maria.password)
  tokens.joao = await tokenOf(DEMO.joao.email, DEMO.joao.password)
  tokens.admin = await tokenOf(DEMO.admin.email, DEMO.admin.password)
  const other = await backend.newUser()
  const inactive = await backend.newUser()
  tokens.other = await tokenOf(other.email, other.password)
  tokens.inactive = await tokenOf(inactive.email, inactive.password)
  ids.other = other.id
  ids.inactive = inactive.id
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
  adOfMaria = randomUUID()
  const maria = client(backend.url, backend.anonKey, tokens.maria)
  expect((await maria.from('anuncios').insert(newAd({ id: adOfMaria, titulo: 'Mel de aroeira', preco: 20 }))).error).toBeNull()
})
afterAll(() => backend.stop())

/** A raw socket speaking `vsn`; frames it receives, decoded to objects. */
async function rawSocket(vsn: '1.0.0' | '2.0.0', apikey = backend.anonKey) {
  const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`)
  const frames: Array<{
    join_ref: string | null
    ref: string | null
    topic: string
    event: string
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the server sent; each test asserts its shape
    payload: Record<string, any>
  }> = []
  ws.on('message', (data) => {
    const raw = JSON.parse(data.toString())
    frames.push(Array.isArray(raw) ? { join_ref: raw[0], ref: raw[1], topic: raw[2], event: raw[3], payload: raw[4] } : raw)
  })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let ref = 0
  return {
    ws,
    frames,
    push(topic: string, event: string, payload: Record<string, unknown>, joinRef: string | null = null) {
      const r = String(++ref)
      ws.send(
        vsn === '2.0.0'
          ? JSON.stringify([joinRef ?? r, r, topic, event, payload])
          : JSON.stringify({ topic, event, payload, ref: r, join_ref: joinRef ?? r }),
      )
      return r
    },
    async next(match: (f: (typeof frames)[number]) => boolean, timeout = 10_000) {
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        const found = frames.find(match)
        if (found) {
          frames.splice(frames.indexOf(found), 1)
          return found
        }
        await new Promise((r) => setTimeout(r, 10))
      }
      throw new Error(`no frame matched in ${timeout} ms; got ${JSON.stringify(frames)}`)
    },
  }
}

type Raw = Awaited<ReturnType<typeof rawSocket>>

async function joinChanges(
  socket: Raw,
  topic: string,
  token: string | undefined,
  postgres_changes: Array<Record<string, unknown>>,
) {
  const ref = socket.push(`realtime:${topic}`, 'phx_join', {
    config: { broadcast: { self: false }, presence: { key: '' }, postgres_changes },
    ...(token ? { access_token: token } : {}),
  })
  return socket.next((f) => f.event === 'phx_reply' && f.ref === ref)
}

const subscribed = (socket: Raw, topic: string) =>
  socket.next((f) => f.event === 'system' && f.topic === `realtime:${topic}` && f.payload.extension === 'postgres_changes')

async function sendMessage(as: string, texto: string) {
  const c = client(backend.url, backend.anonKey, as)
  const { error } = await c
    .from('mensagens')
    .insert({ id: randomUUID(), anuncio_id: adOfMaria, comprador_id: DEMO.joao.id, texto })
  expect(error).toBeNull()
}

/**
 * A change made after the others, which `userId` may see: a notification marked `marca`. The server
 * decides changes one after another and sends on a socket in order: once a subscriber has it,
 * nothing of an earlier change can still be on its way to them.
 */
const markFor = (userIds: string[], marca: string) =>
  backend.db.query(
    `insert into public.notificacoes (user_id, tipo, titulo, texto, url, agrupamento)
     select unnest($1::uuid[]), 'mensagem', 'marca', 'marca', '/', $2`,
    [userIds, marca],
  )

const markBinding = (marca: string) =>
  ({ event: 'INSERT', schema: 'public', table: 'notificacoes', filter: `agrupamento=eq.${marca}` }) as const

/** Every change made so far has been offered on `socket` (see markFor), through a channel of João's. */
async function changesSettled(socket: Raw) {
  const marca = randomUUID()
  await joinChanges(socket, marca, tokens.joao, [markBinding(marca)])
  await subscribed(socket, marca)
  await markFor([DEMO.joao.id], marca)
  await socket.next((f) => f.event === 'postgres_changes' && f.topic === `realtime:${marca}`)
}

describe('through realtime-js (vsn 2.0.0, its default)', () => {
  it('a message reaches its two participants, each through their own filter, and nobody else', async () => {
    const marca = randomUUID()
    const received = new Map<string, RealtimePostgresChangesPayload<Record<string, unknown>>[]>()
    const subscribers = (['joao', 'maria', 'other', 'admin', 'inactive'] as const).map((who) => {
      const c = createClient<Schema>(backend.url, backend.anonKey, {
        accessToken: async () => tokens[who],
        realtime: { transport: WebSocket as never },
      })
      received.set(who, [])
      const me = { joao: DEMO.joao.id, maria: DEMO.maria.id, admin: DEMO.admin.id, other: ids.other, inactive: ids.inactive }[who]
      const channel = c.channel(`conversas:${who}`)
      // The two participants listen as the app does (their side of each conversation); the others
      // ask for every message of the table, and RLS answers.
      const participant = who === 'joao' || who === 'maria'
      for (const filter of participant ? [`comprador_id=eq.${me}`, `vendedor_id=eq.${me}`] : [undefined]) {
        channel.on('postgres_changes', { event: '*', schema: 'public', table: 'mensagens', filter }, (payload) =>
          received.get(who)!.push(payload),
        )
      }
      // A change made after the message (see markFor): once it is here, the message was decided.
      const settled = new Promise<void>((resolve) => channel.on('postgres_changes', markBinding(marca), () => resolve()))
      // SUBSCRIBED comes with the join's reply; the server listens to the database only once it says
      // "Subscribed to PostgreSQL" (a system message): a message sent between the two is not theirs.
      const listening = new Promise<void>((resolve) =>
        channel.on('system', {}, (payload: { extension?: string }) => payload.extension === 'postgres_changes' && resolve()),
      )
      return { c, channel, settled, listening }
    })
    // The token before the join (else realtime-js joins with the API key and sends it just after).
    await Promise.all(subscribers.map(({ c }) => c.realtime.setAuth()))
    await Promise.all(
      subscribers.map(
        ({ channel }) =>
          new Promise<void>((resolve, reject) =>
            channel.subscribe((status, error) =>
              status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(error ?? new Error(status)),
            ),
          ),
      ),
    )
    await Promise.all(subscribers.map(({ listening }) => listening))
    const texto = `Ainda tem mel? ${randomUUID()}`
    await sendMessage(tokens.joao, texto)
    await markFor([DEMO.joao.id, DEMO.maria.id, DEMO.admin.id, ids.other, ids.inactive], marca)
    await Promise.all(subscribers.map(({ settled }) => settled))
    for (const who of ['joao', 'maria']) {
      expect(received.get(who)!.map((p) => [p.eventType, (p.new as { texto?: string }).texto])).toEqual([['INSERT', texto]])
      expect(received.get(who)![0]).toMatchObject({ schema: 'public', table: 'mensagens', errors: null })
      expect(received.get(who)![0].commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    }
    for (const who of ['other', 'admin', 'inactive']) expect(received.get(who)).toEqual([])
    await Promise.all(subscribers.map(({ c }) => c.removeAllChannels()))
  })
})

describe('the protocol, raw', () => {
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    it(`vsn ${vsn}: heartbeat, join reply with the bindings' ids in the client's order, "Subscribed to PostgreSQL", events, leave`, async () => {
      const socket = await rawSocket(vsn)
      const heartbeat = socket.push('phoenix', 'heartbeat', {})
      expect((await socket.next((f) => f.ref === heartbeat)).payload).toEqual({ status: 'ok', response: {} })

      const bindings = [
        { event: 'UPDATE', schema: 'public', table: 'pedidos', filter: `vendedor_id=eq.${DEMO.maria.id}` },
        { event: 'INSERT', schema: 'public', table: 'notificacoes', filter: `user_id=eq.${DEMO.maria.id}` },
      ]
      const joined = await joinChanges(socket, `maria-${vsn}`, tokens.maria, bindings)
      expect(joined.payload.status).toBe('ok')
      const echoed = joined.payload.response.postgres_changes as Array<Record<string, unknown>>
      expect(echoed.map(({ id: _id, ...params }) => params)).toEqual(bindings)
      expect(echoed.every((b) => typeof b.id === 'number')).toBe(true)
      expect((await subscribed(socket, `maria-${vsn}`)).payload).toEqual({
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: `maria-${vsn}`,
      })

      // João orders: Maria's bell (INSERT on notificacoes); she accepts: the order's UPDATE.
      const joao = client(backend.url, backend.anonKey, tokens.joao)
      const order = randomUUID()
      expect(
        (await joao.from('pedidos').insert({ id: order, anuncio_id: adOfMaria, quantidade: '2', entrega: 'retirar' })).error,
      ).toBeNull()
      const bell = await socket.next((f) => f.event === 'postgres_changes')
      expect(bell.join_ref).toBeNull()
      expect(bell.payload.ids).toEqual([echoed[1].id])
      expect(bell.payload.data).toMatchObject({
        type: 'INSERT',
        table: 'notificacoes',
        record: { tipo: 'pedido_novo', user_id: DEMO.maria.id },
      })
      expect(bell.payload.data.columns).toContainEqual({ name: 'id', type: 'uuid' })
      const maria = client(backend.url, backend.anonKey, tokens.maria)
      expect((await maria.from('pedidos').update({ status: 'aceito' }).eq('id', order)).error).toBeNull()
      const update = await socket.next((f) => f.event === 'postgres_changes' && f.payload.data.table === 'pedidos')
      expect(update.payload.ids).toEqual([echoed[0].id])
      // As Supabase sends it: the new row whole, the old one as its replica identity (the key).
      expect(update.payload.data).toMatchObject({
        type: 'UPDATE',
        record: { id: order, status: 'aceito', valor: 40 },
        old_record: { id: order },
      })
      expect(Object.keys(update.payload.data.old_record)).toEqual(['id'])

      const leave = socket.push(`realtime:maria-${vsn}`, 'phx_leave', {})
      expect((await socket.next((f) => f.ref === leave)).payload.status).toBe('ok')
      await socket.next((f) => f.event === 'phx_close')
      socket.ws.close()
    })
  }

  it('a DELETE reaches an unfiltered subscriber as Supabase sends it (the key only), not a filtered one', async () => {
    const socket = await rawSocket('2.0.0')
    await joinChanges(socket, 'todas', tokens.other, [{ event: 'DELETE', schema: 'public', table: 'mensagens' }])
    await joinChanges(socket, 'minhas', tokens.joao, [
      { event: 'DELETE', schema: 'public', table: 'mensagens', filter: `comprador_id=eq.${DEMO.joao.id}` },
    ])
    await subscribed(socket, 'todas')
    await subscribed(socket, 'minhas')
    const id = randomUUID()
    const joao = client(backend.url, backend.anonKey, tokens.joao)
    expect(
      (await joao.from('mensagens').insert({ id, anuncio_id: adOfMaria, comprador_id: DEMO.joao.id, texto: 'apagar' })).error,
    ).toBeNull()
    await backend.db.query('delete from public.mensagens where id = $1', [id])
    const deleted = await socket.next((f) => f.event === 'postgres_changes')
    expect(deleted.topic).toBe('realtime:todas')
    expect(deleted.payload.data).toMatchObject({ type: 'DELETE', old_record: { id } })
    expect(Object.keys(deleted.payload.data.old_record)).toEqual(['id'])
    await changesSettled(socket)
    expect(socket.frames.filter((f) => f.event === 'postgres_changes')).toEqual([])
    socket.ws.close()
  })

  it('a visitor subscribed to messages learns nothing of them: Realtime\u2019s 401, without the row', async () => {
    const socket = await rawSocket('2.0.0')
    await joinChanges(socket, 'visitante', undefined, [{ event: '*', schema: 'public', table: 'mensagens' }])
    await subscribed(socket, 'visitante')
    await sendMessage(tokens.joao, 'só para os dois')
    const event = await socket.next((f) => f.event === 'postgres_changes')
    expect(event.payload.data).toEqual({
      schema: 'public',
      table: 'mensagens',
      type: 'INSERT',
      errors: ['Error 401: Unauthorized'],
    })
    socket.ws.close()
  })

  it('filters: eq, neq, lt, lte, gt, gte and in, as the column\u2019s type', async () => {
    const socket = await rawSocket('2.0.0')
    const filters = [
      'valor=eq.31',
      'valor=neq.31',
      'valor=lt.31',
      'valor=lte.31',
      'valor=gt.31',
      'valor=gte.31',
      'valor=in.(5,31)',
      'status=in.(recusado,"aceito")',
    ]
    const joined = await joinChanges(
      socket,
      'filtros',
      tokens.maria,
      filters.map((filter) => ({ event: 'UPDATE', schema: 'public', table: 'pedidos', filter })),
    )
    await subscribed(socket, 'filtros')
    const idOf = new Map(
      (joined.payload.response.postgres_changes as Array<{ id: number; filter: string }>).map((b) => [b.id, b.filter]),
    )
    const joao = client(backend.url, backend.anonKey, tokens.joao)
    const order = randomUUID()
    await joao.from('pedidos').insert({ id: order, anuncio_id: adOfMaria, quantidade: '1 pote', entrega: 'retirar' })
    const maria = client(backend.url, backend.anonKey, tokens.maria)
    expect((await maria.from('pedidos').update({ status: 'aceito', valor: 31 }).eq('id', order)).error).toBeNull()
    const event = await socket.next((f) => f.event === 'postgres_changes')
    expect((event.payload.ids as number[]).map((id) => idOf.get(id)).sort()).toEqual(
      ['status=in.(recusado,"aceito")', 'valor=eq.31', 'valor=gte.31', 'valor=in.(5,31)', 'valor=lte.31'].sort(),
    )
    socket.ws.close()
  })
})

describe('Broadcast (public channels)', () => {
  it('reaches the other sockets of the topic; the sender too only with `self`; `ack` is answered', async () => {
    const a = await rawSocket('2.0.0')
    const b = await rawSocket('1.0.0')
    const join = (socket: Raw, self: boolean) => {
      const ref = socket.push('realtime:sala', 'phx_join', { config: { broadcast: { self, ack: true }, postgres_changes: [] } })
      return socket.next((f) => f.event === 'phx_reply' && f.ref === ref)
    }
    const joinedA = await join(a, false)
    const joinedB = await join(b, true)
    const payload = { type: 'broadcast', event: 'digitando', payload: { quem: 'João' } }
    const sent = a.push('realtime:sala', 'broadcast', payload, joinedA.join_ref)
    expect((await a.next((f) => f.event === 'phx_reply' && f.ref === sent)).payload.status).toBe('ok')
    expect((await b.next((f) => f.event === 'broadcast')).payload).toEqual(payload)
    // B answers after A's broadcast was handled: the first broadcast A receives is B's, never its own.
    const answer = { type: 'broadcast', event: 'digitando', payload: { quem: 'Maria' } }
    b.push('realtime:sala', 'broadcast', answer, joinedB.join_ref)
    expect((await a.next((f) => f.event === 'broadcast')).payload).toEqual(answer)
    a.ws.close()
    b.ws.close()
  })
})

describe('bad input and safety', () => {
  it('a forged, an expired and a malformed token are refused in the join reply, as Realtime words them', async () => {
    const socket = await rawSocket('2.0.0')
    const forged = await new SignJWT({ role: 'authenticated', sub: DEMO.maria.id, exp: Math.floor(Date.now() / 1000) + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'))
    const expired = await backend.keys.sign({
      role: 'authenticated',
      sub: DEMO.maria.id,
      exp: Math.floor(Date.now() / 1000) - 30,
    })
    const changes = [{ event: '*', schema: 'public', table: 'mensagens' }]
    expect((await joinChanges(socket, 'a', forged, changes)).payload).toEqual({
      status: 'error',
      response: { reason: 'JwtSignatureError: Failed to validate JWT signature' },
    })
    expect((await joinChanges(socket, 'b', expired, changes)).payload.response.reason).toMatch(
      /^InvalidJWTToken: Token has expired (3\d) seconds ago$/,
    )
    expect((await joinChanges(socket, 'c', 'abc', changes)).payload.response.reason).toBe(
      'MalformedJWT: The token provided is not a valid JWT',
    )
    socket.ws.close()
  })

  it('a connection without an API key, or with a bad one, is refused before the upgrade', async () => {
    for (const query of ['vsn=2.0.0', 'vsn=2.0.0&apikey=abc']) {
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`)
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        ws.on('open', () => resolve(101))
      })
      expect(status).toBe(401)
    }
  })

  it('a table outside the publication, an unknown column and a bad filter are told in the system message', async () => {
    const socket = await rawSocket('2.0.0')
    await joinChanges(socket, 'fora', tokens.maria, [{ event: '*', schema: 'public', table: 'anuncios' }])
    expect((await subscribed(socket, 'fora')).payload).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Unable to subscribe to changes with given parameters\. Please check Realtime is enabled/),
    })
    await joinChanges(socket, 'coluna', tokens.maria, [{ event: '*', schema: 'public', table: 'mensagens', filter: 'nada=eq.1' }])
    expect((await subscribed(socket, 'coluna')).payload.message).toMatch(/invalid column for filter nada$/)
    await joinChanges(socket, 'filtro', tokens.maria, [
      { event: '*', schema: 'public', table: 'mensagens', filter: 'texto=foo.bar' },
    ])
    expect((await subscribed(socket, 'filtro')).payload).toMatchObject({
      status: 'error',
      message: 'Error parsing `filter` params: ["foo","bar"]',
    })
    socket.ws.close()
  })

  it('a new access token is taken; a bad one closes the channel with the reason', async () => {
    const socket = await rawSocket('2.0.0')
    const joined = await joinChanges(socket, 'token', tokens.maria, [
      { event: '*', schema: 'public', table: 'notificacoes', filter: `user_id=eq.${DEMO.maria.id}` },
    ])
    await subscribed(socket, 'token')
    const fresh = await tokenOf(DEMO.maria.email, DEMO.maria.password)
    socket.push('realtime:token', 'access_token', { access_token: fresh }, joined.join_ref)
    await sendMessage(tokens.joao, 'depois do token novo')
    await socket.next((f) => f.event === 'postgres_changes')
    socket.push('realtime:token', 'access_token', { access_token: 'abc' }, joined.join_ref)
    expect((await socket.next((f) => f.event === 'system')).payload).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'The token provided is not a valid JWT',
    })
    await socket.next((f) => f.event === 'phx_close')
    socket.ws.close()
  })

  it('a token that expires without a new one closes the channel, as Realtime does', async () => {
    const socket = await rawSocket('2.0.0')
    const soon = await backend.keys.sign({ role: 'authenticated', sub: DEMO.maria.id, exp: Math.floor(Date.now() / 1000) + 2 })
    expect((await joinChanges(socket, 'expira', soon, [])).payload.status).toBe('ok')
    expect((await socket.next((f) => f.event === 'system', 5_000)).payload).toMatchObject({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
    })
    await socket.next((f) => f.event === 'phx_close')
    socket.ws.close()
  })

  it('a malformed frame closes that socket only', async () => {
    const bad = await rawSocket('2.0.0')
    const good = await rawSocket('2.0.0')
    const closed = new Promise<number>((resolve) => bad.ws.once('close', resolve))
    bad.ws.send('{"not": "a frame"')
    expect(await closed).toBe(1003)
    const ref = good.push('phoenix', 'heartbeat', {})
    expect((await good.next((f) => f.ref === ref)).payload.status).toBe('ok')
    good.ws.close()
  })

  it('a flood of joins from one socket is refused and the socket closed', async () => {
    const socket = await rawSocket('2.0.0')
    const closed = new Promise<void>((resolve) => socket.ws.once('close', () => resolve()))
    const refs = Array.from({ length: MAX_JOINS_PER_SECOND + 5 }, (_, i) =>
      socket.push(`realtime:flood-${i}`, 'phx_join', { config: { postgres_changes: [] }, access_token: tokens.maria }),
    )
    await closed
    const replies = socket.frames.filter((f) => f.event === 'phx_reply' && refs.includes(f.ref!))
    expect(replies.filter((f) => f.payload.status === 'ok')).toHaveLength(MAX_JOINS_PER_SECOND)
    expect(replies.find((f) => f.payload.status === 'error')?.payload.response.reason).toBe(
      'ClientJoinRateLimitReached: Too many joins per second',
    )
  })
})
