import type { RestReader } from '@/lib/server/rest-reader'
import { DELIVERY_OPTIONS, MESSAGE_COLUMNS, ORDER_COLUMNS, ORDER_STATUSES, type CachedMessage, type CachedOrder } from './types'
import { type OfflineDatabase } from '../store/database'
import type { ConversationKey } from './actions'
import type { PullResult } from '../engine/pull-result'

// Keeping the person's conversations and orders. The server shows each person only their own
// (RLS); what changed comes with the person's refresh (../person-changes.ts), Realtime's rows and
// an opened conversation's go through the same store functions, which replace the phone's pending
// copies with the server's rows (same ids).

function toCachedOrder(row: CachedOrder): CachedOrder | null {
  if (!ORDER_STATUSES.includes(row.status) || !DELIVERY_OPTIONS.includes(row.entrega)) return null
  return { ...row, pending: false }
}

/**
 * Keeps messages as the server sent them (a pull's or Realtime's), replacing pending copies. A
 * receipt already known stays: an older copy arriving late never makes a message unread again.
 */
export async function storeMessages(db: OfflineDatabase, rows: CachedMessage[]) {
  const held = await db.mensagens.bulkGet(rows.map((m) => m.id))
  await db.mensagens.bulkPut(rows.map((m, i) => ({ ...m, lida_em: m.lida_em ?? held[i]?.lida_em ?? null, pending: false })))
}

/** What the person changed on an order here that waits to be sent (its status, its payment). */
const ORDER_CHANGES = new Set(['alterarStatusDoPedido', 'alterarPagamentoDoPedido'])

/**
 * Keeps orders as the server sent them; a copy older than the one held (by updated_at) is skipped,
 * and so is an order the person changed here while that change waits in the outbox: until it is
 * sent, the phone shows what they did.
 */
export async function storeOrders(db: OfflineDatabase, rows: CachedOrder[]) {
  const known = rows.flatMap((row) => toCachedOrder(row) ?? [])
  if (known.length === 0) return
  await db.transaction('rw', db.pedidos, db.outbox, async () => {
    const changing = new Set(
      (await db.outbox.where('entity').startsWith('conversa:').toArray())
        .filter((item) => ORDER_CHANGES.has(item.kind))
        .map((item) => (item.payload as { id: string }).id),
    )
    const held = await db.pedidos.bulkGet(known.map((o) => o.id))
    await db.pedidos.bulkPut(
      known.filter((o, i) => !changing.has(o.id) && (!held[i] || held[i]!.pending || held[i]!.updated_at <= o.updated_at)),
    )
  })
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
    await storeMessages(db, messages.data)
    await storeOrders(db, orders.data)
  })
  return { ok: true, count: messages.data.length }
}
