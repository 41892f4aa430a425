import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const BLOCK_COLUMNS = 'user_id, bloqueado_id, bloqueado_nome, created_at'

/** A person the signed-in person blocked (only they read it). */
export type CachedBlock = Pick<Tables<'bloqueios'>, ColumnsOf<typeof BLOCK_COLUMNS>>

export const QUICK_REPLY_COLUMNS = 'id, user_id, texto, created_at'

/** A sentence of the person's own, sent by one tap in a conversation. */
export type CachedQuickReply = Pick<Tables<'respostas_rapidas'>, ColumnsOf<typeof QUICK_REPLY_COLUMNS>>

export const ORDER_RATING_COLUMNS =
  'id, pedido_id, comprador_id, vendedor_id, comprador_nome, anuncio_id, anuncio_titulo, nota, texto, resposta, respondida_em, created_at'

/** A buyer's rating of a seller for one delivered order (public), with the seller's one answer. */
export type CachedOrderRating = Pick<Tables<'avaliacoes_pedidos'>, ColumnsOf<typeof ORDER_RATING_COLUMNS>> & {
  pending?: boolean
}

export const MESSAGE_REPORT_COLUMNS =
  'id, mensagem_id, user_id, denunciado_id, denunciado_nome, anuncio_id, anuncio_titulo, contexto, motivo, detalhes, status, created_at'

/** A reported message: the reporter's own, or, on an admin's phone, the open ones of everyone. */
export type CachedMessageReport = Pick<Tables<'denuncias_mensagens'>, ColumnsOf<typeof MESSAGE_REPORT_COLUMNS>> & {
  pending?: boolean
}

/** What an admin decides of a reported message. */
export type MessageReportDecision = 'procedente' | 'descartada'

export type { NegotiationChange } from './changes'
