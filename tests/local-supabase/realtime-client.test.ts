import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { JwtKeys } from '../../local-supabase/auth/jwt.ts'
import type { Database } from '../../local-supabase/db/database.ts'
import { MAX_JOINS_PER_SECOND, SocketClient, type RealtimeHub } from '../../local-supabase/realtime/client.ts'
import type { TableShapes } from '../../local-supabase/realtime/tables.ts'

// One Realtime socket's life, apart from the server and the database (realtime.test.ts has them
// together): frames as Phoenix's vsn 2.0.0 arrays over a socket that records what it is sent.

const keys = new JwtKeys('super-secret-jwt-token-with-at-least-32-characters-long')

class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  readonly sent: unknown[][] = []
  closedWith: [number, string] | null = null
  send(text: string) {
    this.sent.push(JSON.parse(text) as unknown[])
  }
  close(code: number, reason: string) {
    this.closedWith = [code, reason]
    this.readyState = 3
  }
  /** A frame from the browser: [joinRef, ref, topic, event, payload]. */
  frame(...frame: unknown[]) {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false)
  }
}

function hub(): RealtimeHub {
  return {
    db: {} as Database,
    keys,
    shapes: {} as TableShapes,
    clients: new Set(),
    changesFlowing: async () => undefined,
  }
}

async function socket(on: RealtimeHub) {
  const { anon } = await keys.apiKeys()
  const ws = new FakeSocket()
  const client = new SocketClient(on, ws as unknown as WebSocket, '2.0.0', anon)
  on.clients.add(client)
  return { ws, client }
}

/** Once the socket has been sent `count` frames (they are handled one after another, asynchronously). */
const sentCount = async (ws: FakeSocket, count: number) => {
  await expect.poll(() => ws.sent.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  return ws.sent
}

describe("a Realtime socket's life", () => {
  it('answers a heartbeat, and a push to a topic it has not joined with "unmatched topic"', async () => {
    const { ws } = await socket(hub())
    ws.frame(null, '1', 'phoenix', 'heartbeat', {})
    ws.frame(null, '2', 'realtime:nada', 'broadcast', { event: 'x', payload: {} })
    expect(await sentCount(ws, 2)).toEqual([
      [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
      [null, '2', 'realtime:nada', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }],
    ])
  })

  it('joins a public channel; a broadcast reaches the others, and itself only when it asked to', async () => {
    const shared = hub()
    const [maria, joao] = [await socket(shared), await socket(shared)]
    maria.ws.frame('1', '1', 'realtime:feira', 'phx_join', { config: { broadcast: { self: true } } })
    joao.ws.frame('9', '9', 'realtime:feira', 'phx_join', { config: {} })
    await sentCount(maria.ws, 1)
    await sentCount(joao.ws, 1)
    maria.ws.frame('1', '2', 'realtime:feira', 'broadcast', { type: 'broadcast', event: 'oi', payload: { texto: 'Bom dia' } })
    const message = [null, null, 'realtime:feira', 'broadcast', { type: 'broadcast', event: 'oi', payload: { texto: 'Bom dia' } }]
    expect((await sentCount(joao.ws, 2))[1]).toEqual(message)
    expect((await sentCount(maria.ws, 3)).slice(1)).toEqual([
      message,
      ['1', '2', 'realtime:feira', 'phx_reply', { status: 'ok', response: {} }],
    ])
  })

  it('leaves a channel with phx_close, and forgets its channels and itself when the socket closes', async () => {
    const shared = hub()
    const { ws, client } = await socket(shared)
    ws.frame('1', '1', 'realtime:feira', 'phx_join', { config: {} })
    ws.frame('1', '2', 'realtime:feira', 'phx_leave', {})
    expect((await sentCount(ws, 3)).slice(1)).toEqual([
      ['1', '2', 'realtime:feira', 'phx_reply', { status: 'ok', response: {} }],
      ['1', '1', 'realtime:feira', 'phx_close', {}],
    ])
    ws.frame('2', '3', 'realtime:outra', 'phx_join', { config: {} })
    await sentCount(ws, 4)
    expect(client.channels.size).toBe(1)
    ws.emit('close')
    expect(client.channels.size).toBe(0)
    expect(shared.clients.has(client)).toBe(false)
  })

  it('refuses a private channel and a token that is not the project’s, as Realtime words them', async () => {
    const { ws } = await socket(hub())
    ws.frame('1', '1', 'realtime:sala', 'phx_join', { config: { private: true } })
    ws.frame('2', '2', 'realtime:sala', 'phx_join', { config: {}, access_token: 'não é um jwt' })
    const [privateOne, badToken] = await sentCount(ws, 2)
    expect(privateOne[4]).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/^PrivateOnly: /) } })
    expect(badToken[4]).toEqual({ status: 'error', response: { reason: 'MalformedJWT: The token provided is not a valid JWT' } })
  })

  it('closes a channel whose token expires, and a socket that joins too fast or sends what Phoenix cannot read', async () => {
    const { ws } = await socket(hub())
    const soon = await keys.sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 1 })
    ws.frame('1', '1', 'realtime:feira', 'phx_join', { config: {}, access_token: soon })
    const sent = await sentCount(ws, 3)
    expect(sent.slice(1)).toEqual([
      [
        '1',
        null,
        'realtime:feira',
        'system',
        { extension: 'system', status: 'error', message: 'Token has expired 0 seconds ago', channel: 'feira' },
      ],
      ['1', '1', 'realtime:feira', 'phx_close', {}],
    ])

    const fast = await socket(hub())
    for (let i = 0; i <= MAX_JOINS_PER_SECOND; i++)
      fast.ws.frame(String(i), String(i), `realtime:c${i}`, 'phx_join', { config: {} })
    await expect.poll(() => fast.ws.closedWith?.[0]).toBe(1003)
    expect(fast.ws.sent.at(-1)?.[4]).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    })

    const garbled = await socket(hub())
    garbled.ws.emit('message', Buffer.from('{não é phoenix'), false)
    expect(garbled.ws.closedWith?.[0]).toBe(1003)
  })
})
