import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { isConnected, onConnectionChange } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import { MESSAGE_COLUMNS, ORDER_COLUMNS, type CachedMessage, type CachedOrder } from './conversations/types'
import { storeMessages, storeOrders } from './conversations/pull'
import { NOTIFICATION_COLUMNS, type CachedNotification } from './notifications/types'
import { storeNotifications } from './notifications/pull'
import { RESERVATION_COLUMNS, type CachedReservation } from './trips/types'
import { storeReservations } from './trips/pull'
import type { OfflineDatabase } from './store/database'
import { offlineDb } from './store/offline-db'
import { setLiveState } from './engine/live-state'

// Live updates through Supabase Realtime: while a person is signed in and the socket is up, their
// new messages, orders and their changes, notifications and the requests on their trips arrive as
// they happen, and go into the phone's database through the same store functions as the pulls —
// so every screen that reads them updates by itself, and nothing polls. When the socket drops
// (no signal, the app asleep), the screens fall back to pulling; when it is back, one pull catches
// up what was missed, then the socket carries on. The token follows the session (supabase-js
// gives Realtime each refreshed one); signing out closes the channel.

type LiveSession = { userId: string; token: string }

let current: { userId: string; channel: RealtimeChannel } | null = null
let following: Promise<void> = Promise.resolve()
/** Who is followed (also while the connection is away, to follow again when it returns). */
let wanted: { session: LiveSession | null; catchUp: () => void; db: OfflineDatabase } | null = null
let watchingConnection = false

/** The row as the pulls keep it: the same columns, nothing more. */
function pick<Row>(row: Record<string, unknown>, columns: string): Row {
  return Object.fromEntries(columns.split(', ').map((column) => [column, row[column] ?? null])) as Row
}

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>

function storeChange(db: OfflineDatabase, userId: string, table: string, payload: Payload): Promise<unknown> {
  if (payload.eventType === 'DELETE') {
    const id = (payload.old as { id?: string }).id
    if (!id) return Promise.resolve()
    const tables = { mensagens: db.mensagens, pedidos: db.pedidos, notificacoes: db.notificacoes, reservas: db.reservas }
    return tables[table as keyof typeof tables]?.delete(id) ?? Promise.resolve()
  }
  const row = payload.new
  switch (table) {
    case 'mensagens':
      return storeMessages(db, [pick<CachedMessage>(row, MESSAGE_COLUMNS)])
    case 'pedidos':
      return storeOrders(db, [pick<CachedOrder>(row, ORDER_COLUMNS)])
    case 'notificacoes':
      return storeNotifications(db, userId, [pick<CachedNotification>(row, NOTIFICATION_COLUMNS)])
    case 'reservas':
      return storeReservations(db, [pick<CachedReservation>(row, RESERVATION_COLUMNS)])
    default:
      return Promise.resolve()
  }
}

async function follow(session: LiveSession | null, catchUp: () => void, db: OfflineDatabase) {
  const userId = isConnected() ? (session?.userId ?? null) : null
  if (current?.userId === userId) return
  const supabase = await loadSupabase()
  if (current) {
    await supabase.removeChannel(current.channel)
    current = null
    setLiveState('off')
  }
  if (!session || !userId) return
  // The person's token before the join (else the channel joins with the API key, then switches).
  await supabase.realtime.setAuth(session.token)
  const channel = supabase.channel(`vivo:${userId}`)
  const listen = (table: string, filter?: string) =>
    channel.on('postgres_changes', { event: '*', schema: 'public', table, filter }, (payload: Payload) => {
      void storeChange(db, userId, table, payload).catch(() => undefined)
    })
  listen('mensagens', `comprador_id=eq.${userId}`)
  listen('mensagens', `vendedor_id=eq.${userId}`)
  listen('pedidos', `comprador_id=eq.${userId}`)
  listen('pedidos', `vendedor_id=eq.${userId}`)
  listen('notificacoes', `user_id=eq.${userId}`)
  // The requests on the person's trips and their own: the table's RLS decides which arrive.
  listen('reservas')
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') {
      setLiveState('live')
      catchUp()
    } else {
      setLiveState('off')
    }
  })
  current = { userId, channel }
}

/**
 * Follows the signed-in person's changes live (null: nobody — the channel closes). `catchUp` is
 * called each time the channel is subscribed, to pull what happened while it was not. Without a
 * connection (no signal, or bars but no data) the channel is closed at once rather than left to
 * time out, and opened again when the connection returns.
 */
export function followLive(session: LiveSession | null, catchUp: () => void, db: OfflineDatabase = offlineDb): Promise<void> {
  wanted = { session, catchUp, db }
  if (!watchingConnection) {
    watchingConnection = true
    onConnectionChange(() => {
      if (wanted) void followLive(wanted.session, wanted.catchUp, wanted.db)
    })
  }
  following = following.then(() => follow(session, catchUp, db)).catch(() => setLiveState('off'))
  return following
}
