import type { Tables, TablesInsert } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const MESSAGE_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto, pedido_id, lida_em, created_at'

/** A message of a conversation the person is in (the buyer's or the seller's side). */
export type CachedMessage = Pick<Tables<'mensagens'>, ColumnsOf<typeof MESSAGE_COLUMNS>> & { pending?: boolean }

export const ORDER_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, comprador_nome, vendedor_nome, quantidade, observacao, entrega, viagem_id, status, created_at, updated_at'

export const ORDER_STATUSES = ['pendente', 'aceito', 'recusado', 'entregue', 'cancelado'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const DELIVERY_OPTIONS = ['retirar', 'combinada', 'frete_solidario'] as const
export type Delivery = (typeof DELIVERY_OPTIONS)[number]

/** An order the person made or received. */
export type CachedOrder = Omit<Pick<Tables<'pedidos'>, ColumnsOf<typeof ORDER_COLUMNS>>, 'status' | 'entrega'> & {
  status: OrderStatus
  entrega: Delivery
  pending?: boolean
}

/** Messages and orders as the outbox carries them. */
export type ConversationChange =
  | { kind: 'enviarMensagem'; payload: { mensagem: TablesInsert<'mensagens'> & { id: string } } }
  | { kind: 'fazerPedido'; payload: { pedido: TablesInsert<'pedidos'> & { id: string } } }
  | { kind: 'alterarStatusDoPedido'; payload: { id: string; status: OrderStatus } }
  | { kind: 'marcarConversaLida'; payload: { anuncio_id: string; comprador_id: string } }
