import { Constants, type Enums, type Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const MESSAGE_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto, pedido_id, lida_em, created_at, audio_caminho, audio_duracao_ms, audio_bytes, audio_tipo'

type VoiceNoteColumns = 'audio_caminho' | 'audio_duracao_ms' | 'audio_bytes' | 'audio_tipo'

/**
 * A message of a conversation the person is in (the buyer's or the seller's side). A voice note's
 * columns are missing from messages this phone kept before there were notes.
 */
export type CachedMessage = Omit<Pick<Tables<'mensagens'>, ColumnsOf<typeof MESSAGE_COLUMNS>>, VoiceNoteColumns> &
  Partial<Pick<Tables<'mensagens'>, VoiceNoteColumns>> & { pending?: boolean }

export const ORDER_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, comprador_nome, vendedor_nome, quantidade, observacao, entrega, viagem_id, status, valor, pix_chave, pix_nome, pix_cidade, pagamento, created_at, updated_at, quantidade_pedida, unidade, ponto_de_retirada_id, retirada, preco_unitario, entregue_em'

/** The statuses and deliveries this version of the app knows (the database's enums when it was built). */
export const ORDER_STATUSES = Constants.public.Enums.status_do_pedido
export type OrderStatus = Enums<'status_do_pedido'>

export type Payment = Enums<'pagamento_do_pedido'>

export const DELIVERY_OPTIONS = Constants.public.Enums.entrega_do_pedido
export type Delivery = Enums<'entrega_do_pedido'>

/** Columns missing from orders this phone kept before orders were in the ad's unit (issue 77). */
/** Columns missing from orders this phone kept before they existed (issues 77 and 78). */
type LaterColumns = 'quantidade_pedida' | 'unidade' | 'ponto_de_retirada_id' | 'retirada' | 'preco_unitario' | 'entregue_em'

/** An order the person made or received. */
export type CachedOrder = Omit<Pick<Tables<'pedidos'>, ColumnsOf<typeof ORDER_COLUMNS>>, LaterColumns> &
  Partial<Pick<Tables<'pedidos'>, LaterColumns>> & { pending?: boolean }

/**
 * A voice note's file on the phone — a message's or an ad's spoken description: one recorded here
 * (kept until sent) or one heard before (kept for offline, oldest evicted).
 */
export interface StoredVoiceNote {
  /** Its path in its bucket (the message's or the ad's `audio_caminho`; their shapes differ). */
  caminho: string
  blob: Blob
  /** Epoch ms it was last recorded or played: eviction goes oldest first. */
  usadoEm: number
}

export type { ConversationChange } from './changes'
