import type { CachedOrder } from './types'
import * as conversations from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const enviarMensagem = (
  autor: Author,
  conversa: conversations.ConversationKey & { vendedor_id: string },
  conteudo: string | conversations.VoiceNote,
) => record(autor.id, () => conversations.enviarMensagem(db, autor, conversa, conteudo))

export const fazerPedido = (autor: Author, dados: conversations.NovoPedido) =>
  record(autor.id, () => conversations.fazerPedido(db, autor, dados))

export const alterarStatusDoPedido = (
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'anuncio_id' | 'comprador_id'>,
  status: CachedOrder['status'],
  valor?: number,
) => record(autor.id, () => conversations.alterarStatusDoPedido(db, autor, pedido, status, valor))

export const alterarPagamentoDoPedido = (
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'anuncio_id' | 'comprador_id'>,
  pagamento: NonNullable<CachedOrder['pagamento']>,
) => record(autor.id, () => conversations.alterarPagamentoDoPedido(db, autor, pedido, pagamento))

export const marcarConversaLida = (userId: string, conversa: conversations.ConversationKey) =>
  record(userId, () => conversations.marcarConversaLida(db, userId, conversa))
