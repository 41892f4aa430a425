import type { WebSocket } from 'ws'
import type { JwtKeys } from '../auth/jwt.ts'
import type { Database } from '../db/database.ts'
import type { Change } from './capture.ts'
import { changeData, identityOf, type ChangeData } from './events.ts'
import { FilterError, parseFilter, passes, type Condition } from './filters.ts'
import { decodeFrame, encodeFrame, MalformedFrame, reply, type Frame, type Vsn } from './frames.ts'
import type { TableShapes } from './tables.ts'
import { checkToken, TokenRefused, type ChannelIdentity } from './tokens.ts'
import { mayRead } from './visibility.ts'

// One Realtime socket's life, as Supabase Realtime's Phoenix socket lives it: frames handled in
// the order they came, heartbeats, joins (with their limits), leaves, token refreshes and expiry,
// public Broadcast, and `postgres_changes` offered by the hub (realtime.ts) and sent only when the
// channel's token may read the row.

/** Channels one socket may hold, and joins it may make in a second (Realtime limits both per project). */
export const MAX_CHANNELS_PER_SOCKET = 100
export const MAX_JOINS_PER_SECOND = 20

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const

interface Binding {
  id: number
  params: Record<string, unknown>
  event: (typeof EVENTS)[number]
  schema: string
  table: string
  conditions: Condition[]
}

export interface Channel {
  topic: string
  joinRef: string | null
  who: ChannelIdentity
  bindings: Binding[]
  /** The bindings passed their checks ("Subscribed to PostgreSQL"): changes flow. */
  listening: boolean
  broadcastSelf: boolean
  expiry: NodeJS.Timeout | null
}

/** What every socket shares: the database, the keys, the tables' shapes and the other sockets. */
export interface RealtimeHub {
  db: Database
  keys: JwtKeys
  shapes: TableShapes
  /** Every socket open now (a broadcast reaches the others; a closed socket leaves). */
  clients: Set<SocketClient>
  /** Starts capturing the database's changes (once); resolves when they flow. */
  changesFlowing(): Promise<unknown>
}

/** Realtime's binding id: a number the client echoes back; the same params, the same id. */
function bindingId(params: Record<string, unknown>): number {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(params)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash & 0x7ffffff
}

export class SocketClient {
  readonly channels = new Map<string, Channel>()
  private joins: number[] = []
  /** Frames are handled one after another, in the order they came (as a Phoenix socket does). */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly hub: RealtimeHub,
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly apiKey: string,
  ) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return this.fail('binary frames are not served by the local server')
      let frame: Frame
      try {
        frame = decodeFrame(this.vsn, data.toString())
      } catch (error) {
        if (error instanceof MalformedFrame) return this.fail(error.message)
        throw error
      }
      this.queue = this.queue.then(() => this.receive(frame)).catch(() => this.fail('internal error'))
    })
    ws.on('close', () => this.closed())
    ws.on('error', () => this.closed())
  }

  send(frame: Frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(this.vsn, frame))
  }

  private fail(why: string) {
    // A frame Phoenix cannot read ends that socket (and only it).
    this.ws.close(1003, why.slice(0, 120))
    this.closed()
  }

  private closed() {
    for (const channel of this.channels.values()) if (channel.expiry) clearTimeout(channel.expiry)
    this.channels.clear()
    this.hub.clients.delete(this)
  }

  private system(channel: Channel, extension: string, status: 'ok' | 'error', message: string) {
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.topic.slice('realtime:'.length) },
    })
  }

  /** Realtime's shutdown of a channel: the reason as a system message, then phx_close. */
  private shutdown(channel: Channel, message: string) {
    this.system(channel, 'system', 'error', message)
    this.leave(channel)
  }

  private leave(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry)
    this.channels.delete(channel.topic)
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} })
  }

  private async receive(frame: Frame) {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.send(reply(frame, 'ok', {}))
    if (frame.event === 'phx_join') return this.join(frame)
    const channel = this.channels.get(frame.topic)
    if (!channel) {
      // Phoenix: a push to a topic the socket has not joined.
      return this.send({
        joinRef: frame.joinRef,
        ref: frame.ref,
        topic: frame.topic,
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'unmatched topic' } },
      })
    }
    switch (frame.event) {
      case 'phx_leave':
        this.send(reply(frame, 'ok', {}))
        return this.leave(channel)
      case 'access_token':
        return this.refreshToken(channel, frame.payload.access_token)
      case 'broadcast':
        return this.broadcast(channel, frame)
      case 'presence':
        return this.send(reply(frame, 'error', { reason: 'The local server does not serve Presence' }))
      default:
        // Realtime logs and ignores an unexpected event.
        return
    }
  }

  private async join(frame: Frame) {
    const refuse = (reason: string) => this.send(reply(frame, 'error', { reason }))
    if (!frame.topic.startsWith('realtime:')) return refuse('unmatched topic')
    if (frame.topic === 'realtime:') return refuse('TopicNameRequired: You must provide a topic name')
    const now = Date.now()
    this.joins = this.joins.filter((t) => now - t < 1_000)
    if (this.joins.length >= MAX_JOINS_PER_SECOND) {
      refuse('ClientJoinRateLimitReached: Too many joins per second')
      return this.fail('too many joins')
    }
    this.joins.push(now)
    const existing = this.channels.get(frame.topic)
    if (existing) this.leave(existing)
    if (this.channels.size >= MAX_CHANNELS_PER_SOCKET) return refuse('ChannelRateLimitReached: Too many channels')
    const config = (frame.payload.config ?? {}) as Record<string, unknown>
    if (config.private === true)
      return refuse('PrivateOnly: The local server does not serve private channels (realtime.messages policies)')
    const token = typeof frame.payload.access_token === 'string' ? frame.payload.access_token : this.apiKey
    let who: ChannelIdentity
    try {
      who = await checkToken(this.hub.keys, token.startsWith('sb_') ? this.apiKey : token)
    } catch (error) {
      if (error instanceof TokenRefused) return refuse(error.message)
      throw error
    }
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : []
    const bindings: Binding[] = requested
      .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
      .map((params) => ({
        id: bindingId(params),
        params,
        event: EVENTS.find((e) => e === String(params.event ?? '*').toUpperCase()) ?? '*',
        schema: typeof params.schema === 'string' ? params.schema : 'public',
        table: typeof params.table === 'string' ? params.table : '*',
        conditions: [],
      }))
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      who,
      bindings,
      listening: false,
      broadcastSelf: broadcast.self === true,
      expiry: null,
    }
    this.channels.set(frame.topic, channel)
    this.expireAt(channel)
    this.send(reply(frame, 'ok', { postgres_changes: bindings.map((b) => ({ ...b.params, id: b.id })) }))
    if (bindings.length > 0) await this.subscribe(channel)
  }

  /** Realtime's check of the bindings after the join: all or none, with its message. */
  private async subscribe(channel: Channel) {
    for (const binding of channel.bindings) {
      const described = `event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table}, filters: ${JSON.stringify(binding.params.filter ?? '')}`
      try {
        binding.conditions = parseFilter(typeof binding.params.filter === 'string' ? binding.params.filter : undefined)
      } catch (error) {
        if (error instanceof FilterError) return this.system(channel, 'postgres_changes', 'error', error.message)
        throw error
      }
      const shape = binding.table === '*' ? null : await this.hub.shapes.get(binding.schema, binding.table, channel.who.role)
      if (binding.table !== '*' && !shape?.published) {
        return this.system(
          channel,
          'postgres_changes',
          'error',
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`,
        )
      }
      const unknown = binding.conditions.find((c) => shape && !shape.types.has(c.column))
      if (unknown) {
        return this.system(
          channel,
          'postgres_changes',
          'error',
          `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${described}]. Exception: ERROR P0001 (raise_exception) invalid column for filter ${unknown.column}`,
        )
      }
    }
    await this.hub.changesFlowing()
    if (!this.channels.has(channel.topic)) return
    channel.listening = true
    this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL')
  }

  /** Realtime closes a channel whose token expires without a new one. */
  private expireAt(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry)
    const exp = channel.who.claims.exp
    if (typeof exp !== 'number') return
    const ms = exp * 1000 - Date.now()
    // Past a timer's range (the API keys last for years): never in this process's life.
    if (ms > 2 ** 31 - 1) return
    channel.expiry = setTimeout(() => this.shutdown(channel, 'Token has expired 0 seconds ago'), Math.max(0, ms))
  }

  private async refreshToken(channel: Channel, token: unknown) {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.who.token) return
    try {
      channel.who = await checkToken(this.hub.keys, token)
      this.expireAt(channel)
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error
      this.shutdown(channel, error.detail)
    }
  }

  private broadcast(channel: Channel, frame: Frame) {
    const message: Frame = { joinRef: null, ref: null, topic: channel.topic, event: 'broadcast', payload: frame.payload }
    for (const client of this.hub.clients) {
      const theirs = client.channels.get(channel.topic)
      if (theirs && (client !== this || channel.broadcastSelf)) client.send(message)
    }
    if (frame.ref !== null) this.send(reply(frame, 'ok', {}))
  }

  /** Sends `change` on `channel` when a binding wants it and its token may read the row. */
  async offer(channel: Channel, change: Change, visible: Map<string, Promise<boolean>>) {
    const shape = await this.hub.shapes.get(change.schema, change.table, channel.who.role)
    if (!shape) return
    const row = change.type === 'DELETE' ? identityOf(change, shape) : (change.record ?? {})
    const ids = channel.bindings
      .filter(
        (b) =>
          (b.schema === '*' || b.schema === change.schema) &&
          (b.table === '*' || b.table === change.table) &&
          (b.event === '*' || b.event === change.type) &&
          passes(b.conditions, row, shape.types),
      )
      .map((b) => b.id)
    if (ids.length === 0) return
    const data: ChangeData = changeData(change, shape)
    if (!data.errors && change.type !== 'DELETE' && shape.rowSecurity && channel.who.role !== 'service_role') {
      const key = `${channel.who.role}:${String(channel.who.claims.sub ?? '')}`
      let answer = visible.get(key)
      if (!answer) {
        answer = mayRead(this.hub.db, channel.who, change.schema, change.table, shape, change.record ?? {})
        visible.set(key, answer)
      }
      if (!(await answer)) return
    }
    if (!this.channels.has(channel.topic)) return
    this.send({ joinRef: null, ref: null, topic: channel.topic, event: 'postgres_changes', payload: { ids, data } })
  }
}
