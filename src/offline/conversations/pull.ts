import type { RestReader } from '@/lib/rest-reader'
import { DELIVERY_OPTIONS, MESSAGE_COLUMNS, ORDER_COLUMNS, ORDER_STATUSES, type CachedMessage, type CachedOrder } from './types'
import { type OfflineDatabase } from '../store/database'
import type { ConversationKey } from './actions'
import type { PullResult } from '../engine/pull-result'

// Refreshing the person's conversations and orders. The server shows each person only their own
// (RLS); the phone keeps the latest of them for offline reading and replaces its pending copies
// with the server's rows (same ids).

const RECENT_MESSAGES = 500
const RECENT_ORDERS = 200

function toCachedOrder(row: CachedOrder): CachedOrder | null {
  if (!ORDER_STATUSES.includes(row.status) || !DELIVERY_OPTIONS.includes(row.entrega)) return null
  return { ...row, pending: false }
}

async function keepMessages(db: OfflineDatabase, rows: CachedMessage[]) {
  await db.mensagens.bulkPut(rows.map((m) => ({ ...m, pending: false })))
}

/** The latest messages and orders of every conversation of the person. */
export async function pullConversations(reader: RestReader, db: OfflineDatabase): Promise<PullResult> {
  const [messages, orders] = await Promise.all([
    reader.from('mensagens').select(MESSAGE_COLUMNS).order('created_at', { ascending: false }).limit(RECENT_MESSAGES),
    reader.from('pedidos').select(ORDER_COLUMNS).order('created_at', { ascending: false }).limit(RECENT_ORDERS),
  ])
  if (messages.error || !messages.data || orders.error || !orders.data) return { ok: false }
  const kept = orders.data.flatMap((row) => toCachedOrder(row) ?? [])
  await db.transaction('rw', db.mensagens, db.pedidos, async () => {
    await keepMessages(db, messages.data)
    await db.pedidos.bulkPut(kept)
  })
  return { ok: true, count: messages.data.length + kept.length }
}

/** One conversation, whole (its page, polled while it is open), with its orders. */
export async function pullConversation(reader: RestReader, db: OfflineDatabase, key: ConversationKey): Promise<PullResult> {
  const [messages, orders] = await Promise.all([
    reader
      .from('mensagens')
      .select(MESSAGE_COLUMNS)
      .eq('anuncio_id', key.anuncio_id)
      .eq('comprador_id', key.comprador_id)
      .order('created_at'),
    reader.from('pedidos').select(ORDER_COLUMNS).eq('anuncio_id', key.anuncio_id).eq('comprador_id', key.comprador_id),
  ])
  if (messages.error || !messages.data || orders.error || !orders.data) return { ok: false }
  await db.transaction('rw', db.mensagens, db.pedidos, async () => {
    await keepMessages(db, messages.data)
    await db.pedidos.bulkPut(orders.data.flatMap((row) => toCachedOrder(row) ?? []))
  })
  return { ok: true, count: messages.data.length }
}
