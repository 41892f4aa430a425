import { useLiveQuery } from '../engine/live-query'
import { useEffect } from 'react'
import { isConnected } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import { marcarConversaLida } from './commands'
import { conversationEntity, type ConversationKey } from './actions'
import { followConversation } from './feed'
import { pullConversation } from './pull'
import { refreshPerson } from '../engine/person-refresh'
import { offlineDb as db } from '../store/offline-db'
import type { CachedAd } from '../ads/types'
import type { CachedMessage, CachedOrder } from './types'
import { pullMissingAds } from '../ads/pull'
import { newestFirst } from '@/lib/formats/order'
import type { QueuedChange } from '../engine/queued-by'

// Conversations and orders as the screens read them: live queries over the phone's copy,
// refreshed from the server when a screen opens, and followed while a conversation is open.

export interface ConversationSummary extends ConversationKey {
  vendedor_id: string
  ad: CachedAd | undefined
  /** The other person's public name, as far as the phone knows it. */
  other: string
  last: CachedMessage
  unread: number
}

const isMine = (userId: string) => (m: CachedMessage) => m.comprador_id === userId || m.vendedor_id === userId
const keyOf = (m: ConversationKey) => `${m.anuncio_id}:${m.comprador_id}`

async function refreshConversations() {
  if (!isConnected()) return
  const [supabase] = await Promise.all([loadSupabase(), refreshPerson()])
  const ads = [...new Set([...(await db.mensagens.toArray()), ...(await db.pedidos.toArray())].map((m) => m.anuncio_id))]
  await pullMissingAds(supabase, db, ads)
}

/** /mensagens: one entry per conversation, the most recent first. */
export function useConversations(userId: string | undefined): ConversationSummary[] | undefined {
  useEffect(() => {
    if (userId) void refreshConversations().catch(() => undefined)
  }, [userId])
  return useLiveQuery(async () => {
    if (!userId) return []
    const all = (await db.mensagens.orderBy('created_at').toArray()).filter(isMine(userId))
    const byKey = new Map<string, CachedMessage[]>()
    for (const m of all) byKey.set(keyOf(m), [...(byKey.get(keyOf(m)) ?? []), m])
    const summaries = await Promise.all(
      [...byKey.values()].map(async (messages) => {
        const last = messages[messages.length - 1]
        const ad = await db.anuncios.get(last.anuncio_id)
        const buyer = last.comprador_id === userId
        const fromOther = messages.find((m) => m.remetente_id !== userId && !m.pedido_id)
        return {
          anuncio_id: last.anuncio_id,
          comprador_id: last.comprador_id,
          vendedor_id: last.vendedor_id ?? ad?.user_id ?? '',
          ad,
          other: (buyer ? ad?.user_name : fromOther?.remetente_nome) ?? fromOther?.remetente_nome ?? '—',
          last,
          unread: messages.filter((m) => m.remetente_id !== userId && !m.lida_em).length,
        }
      }),
    )
    return summaries.sort((a, b) => newestFirst(a.last, b.last))
  }, [userId])
}

/** Messages the person has not read yet, across conversations (the badges). */
export function useUnreadCount(userId: string | undefined): number {
  return (
    useLiveQuery(
      async () =>
        userId
          ? (await db.mensagens.toArray()).filter((m) => isMine(userId)(m) && m.remetente_id !== userId && !m.lida_em).length
          : 0,
      [userId],
    ) ?? 0
  )
}

/** One conversation, oldest first, with its orders; followed while open and marked read as it is seen. */
export function useConversation(key: ConversationKey, userId: string | undefined) {
  const { anuncio_id, comprador_id } = key
  useEffect(() => {
    if (!userId) return
    // Read whole once when it opens (a new phone holds only its latest messages), then what changed.
    let opened = false
    return followConversation(async () => {
      if (opened) return ((await refreshPerson()) as { count?: number }).count !== 0
      const read = await loadSupabase().then((supabase) => pullConversation(supabase, db, { anuncio_id, comprador_id }))
      opened = read.ok
      return true
    })
  }, [anuncio_id, comprador_id, userId])
  const data = useLiveQuery(async () => {
    const messages = await db.mensagens.where('[anuncio_id+comprador_id]').equals([anuncio_id, comprador_id]).sortBy('created_at')
    const orders: CachedOrder[] = (await db.pedidos.where('anuncio_id').equals(anuncio_id).toArray())
      .filter((o) => o.comprador_id === comprador_id)
      .sort(newestFirst)
    return { messages, orders, ad: await db.anuncios.get(anuncio_id) }
  }, [anuncio_id, comprador_id])
  const unread = data?.messages.some((m) => m.remetente_id !== userId && !m.lida_em)
  useEffect(() => {
    if (userId && unread && document.visibilityState === 'visible') {
      void marcarConversaLida(userId, { anuncio_id, comprador_id }).catch(() => undefined)
    }
  }, [unread, userId, anuncio_id, comprador_id])
  return data
}

export type OrderWithAd = CachedOrder & { adTitle?: string; adPrice?: number | null }

/** /pedidos: the orders received (as seller) and made (as buyer), newest first. */
export function useOrders(userId: string | undefined) {
  useEffect(() => {
    if (userId) void refreshConversations().catch(() => undefined)
  }, [userId])
  return useLiveQuery(async () => {
    if (!userId) return { received: [], made: [] }
    const orders = (await db.pedidos.orderBy('created_at').reverse().toArray()).filter(
      (o) => o.comprador_id === userId || o.vendedor_id === userId,
    )
    const ads = await db.anuncios.bulkGet(orders.map((o) => o.anuncio_id))
    const all: OrderWithAd[] = orders.map((o, i) => ({ ...o, adTitle: ads[i]?.titulo, adPrice: ads[i]?.preco }))
    return { received: all.filter((o) => o.vendedor_id === userId), made: all.filter((o) => o.comprador_id === userId) }
  }, [userId])
}

const ORDER_KINDS = new Set(['fazerPedido', 'alterarStatusDoPedido', 'alterarPagamentoDoPedido'])

/**
 * An order's changes still queued on this phone (waiting, or refused with their reason: an
 * acceptance past the ad's stock, say), for its card's marks — "Tentar de novo" and "Descartar".
 */
export function useQueuedOfOrder(userId: string, orderId: string): QueuedChange[] | undefined {
  return useLiveQuery(async () => {
    const items = await db.outbox.where('ownerId').equals(userId).sortBy('seq')
    return items
      .filter((item) => {
        if (!ORDER_KINDS.has(item.kind)) return false
        const payload = item.payload as { id?: string; pedido?: { id: string } }
        return (payload.pedido?.id ?? payload.id) === orderId
      })
      .map((item) => ({ seq: item.seq!, kind: item.kind, status: item.status, error: item.error, attempts: item.attempts }))
  }, [userId, orderId])
}

/**
 * A conversation's messages still queued on this phone, by message id (waiting, or refused with
 * the database's reason: a person who blocked the sender, an ad no longer available), for each
 * bubble's mark — "Tentar de novo" and "Descartar".
 */
export function useQueuedOfConversation(userId: string | undefined, key: ConversationKey) {
  const { anuncio_id, comprador_id } = key
  return useLiveQuery(async () => {
    const byMessage = new Map<string, QueuedChange[]>()
    if (!userId) return byMessage
    const entity = conversationEntity({ anuncio_id, comprador_id })
    for (const item of await db.outbox.where('entity').equals(entity).sortBy('seq')) {
      if (item.kind !== 'enviarMensagem' || item.ownerId !== userId) continue
      const change = { seq: item.seq!, kind: item.kind, status: item.status, error: item.error, attempts: item.attempts }
      byMessage.set(item.payload.mensagem.id, [change])
    }
    return byMessage
  }, [userId, anuncio_id, comprador_id])
}
