import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { JwtKeys } from '../auth/jwt.ts'
import type { Database } from '../db/database.ts'
import { captureChanges, type Change } from './capture.ts'
import { SocketClient, type RealtimeHub } from './client.ts'
import { TableShapes, type TableShape } from './tables.ts'
import { checkToken, TokenRefused } from './tokens.ts'

// Supabase Realtime's websocket at /realtime/v1/websocket, the part the app uses: Phoenix channels
// (vsn 1.0.0 and 2.0.0), heartbeats, `access_token` updates, public Broadcast, and
// `postgres_changes` — each change delivered only to the subscribers whose token may read the row
// under its RLS, checked as that subscriber. Not served: Presence, private channels (their
// realtime.messages policies), Broadcast from the database, `select` columns and the like/ilike/is/
// match/isdistinct filters — each refused with a message saying so. See local-supabase/README.md.
// Here the hub: the upgrade, the sockets, the changes captured and offered to each channel; one
// socket's life is client.ts.

export const REALTIME_PATH = '/realtime/v1/websocket'
export { MAX_CHANNELS_PER_SOCKET, MAX_JOINS_PER_SECOND } from './client.ts'

function rawHttpError(socket: Duplex, status: number, reason: string, message: string) {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(message)}\r\nconnection: close\r\n\r\n${message}`,
  )
}

export interface Realtime {
  /** Takes the HTTP upgrade of a request to REALTIME_PATH (answers false for any other path). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean
  /** Sockets open now. */
  readonly connections: number
  close(): Promise<void>
}

export function createRealtime({ db, keys }: { db: Database; keys: JwtKeys }): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 5_000_000 })
  const shapes = new TableShapes(db)
  const clients = new Set<SocketClient>()
  let capture: Promise<() => Promise<void>> | null = null

  async function deliver(changes: Change[]) {
    for (const change of changes) {
      // One visibility answer per (role, person) and change, whatever the number of their channels.
      const visible = new Map<string, Promise<boolean>>()
      const sends: Array<Promise<void>> = []
      for (const client of clients) {
        for (const channel of client.channels.values()) {
          if (channel.listening) sends.push(client.offer(channel, change, visible))
        }
      }
      await Promise.all(sends)
    }
  }
  const hub: RealtimeHub = {
    db,
    keys,
    shapes,
    clients,
    changesFlowing: () => (capture ??= captureChanges(db, deliver)),
  }

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://local')
      if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) return false
      const vsn = url.searchParams.get('vsn') ?? '1.0.0'
      const apiKey = url.searchParams.get('apikey') ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : '')
      if (vsn !== '1.0.0' && vsn !== '2.0.0') {
        rawHttpError(
          socket,
          403,
          'Forbidden',
          `The client's requested serializer version "${vsn}" does not match server's expected version`,
        )
        return true
      }
      if (!apiKey) {
        rawHttpError(socket, 401, 'Unauthorized', 'API key is missing')
        return true
      }
      checkToken(keys, apiKey).then(
        () =>
          wss.handleUpgrade(req, socket, head, (ws) => {
            clients.add(new SocketClient(hub, ws, vsn, apiKey))
          }),
        (error: unknown) => {
          const detail = error instanceof TokenRefused ? error.detail : 'Error connecting to Realtime'
          rawHttpError(socket, 401, 'Unauthorized', detail.startsWith('Token has expired') ? 'Token has expired' : detail)
        },
      )
      return true
    },
    get connections() {
      return clients.size
    },
    async close() {
      for (const ws of wss.clients) ws.terminate()
      clients.clear()
      wss.close()
      if (capture) await (await capture.catch(() => async () => undefined))()
    },
  }
}

export type { TableShape }
