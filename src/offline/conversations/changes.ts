import * as v from 'valibot'
import type { TablesInsert } from '@/lib/database.types'
import { change, id, row, type ChangesOf } from '../engine/define-changes'
import { dropLaterStatusChanges } from '../engine/outbox'
import { changeStockOnPhone } from './stock-on-phone'
import type { OrderStatus, Payment } from './types'

// Messages and orders (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.
// Dropping an order or a message the server never saw drops it from the phone (an order with its
// status changes).

export const conversationChanges = {
  enviarMensagem: change<{ mensagem: TablesInsert<'mensagens'> & { id: string } }>({
    label: 'Mensagem',
    payload: v.object({ mensagem: row }),
    async forget(db, item) {
      await db.mensagens.delete(item.payload.mensagem.id)
      if (item.payload.mensagem.audio_caminho) await db.audios.delete(item.payload.mensagem.audio_caminho)
    },
  }),
  fazerPedido: change<{ pedido: TablesInsert<'pedidos'> & { id: string } }>({
    label: 'Pedido',
    payload: v.object({ pedido: row }),
    async forget(db, item) {
      await dropLaterStatusChanges(db, item.entity, 'alterarStatusDoPedido', item.payload.pedido.id)
      await db.pedidos.delete(item.payload.pedido.id)
    },
  }),
  alterarStatusDoPedido: change<{
    id: string
    status: OrderStatus
    valor?: number
    /** The status the phone showed before: shown again if the person drops a refused change. */
    antes?: OrderStatus
    /** What the phone took from the ad's count for it (an acceptance): given back then too. */
    tomado?: number
  }>({
    label: 'Mudança do pedido',
    payload: v.object({ id, status: v.string(), valor: v.optional(v.number()) }),
    // A refused acceptance dropped: the order shows its status as before, and the count what it held.
    async forget(db, item) {
      const { id, antes, tomado } = item.payload
      const order = await db.pedidos.get(id)
      if (order && antes) await db.pedidos.update(id, { status: antes })
      if (order && tomado) await changeStockOnPhone(db, order.anuncio_id, tomado)
    },
  }),
  alterarPagamentoDoPedido: change<{ id: string; pagamento: Payment }>({
    label: 'Pagamento do pedido',
    payload: v.object({ id, pagamento: v.string() }),
  }),
  marcarConversaLida: change<{ anuncio_id: string; comprador_id: string }>({
    label: 'Leitura da conversa',
    payload: v.object({ anuncio_id: id, comprador_id: id }),
  }),
}

export type ConversationChange = ChangesOf<typeof conversationChanges>
