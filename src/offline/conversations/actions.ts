import * as v from 'valibot'
import type { Author } from '@/lib/server/session'
import type { VoiceNote } from '@/lib/media/voice-note'
import type { CachedMessage, CachedOrder, OrderStatus, Payment } from './types'
import type { OfflineDatabase } from '../store/database'
import { followStockOnPhone } from './stock-on-phone'
import { enqueue } from '../engine/outbox'

// What the screens call to talk and order: each shows at once on the phone (marked pending) and
// is recorded in the outbox under its conversation — the ad and the buyer — so a conversation's
// messages and orders reach the server in the order they were written.

/** A conversation: one ad and one buyer (its seller is the ad's owner). */
export interface ConversationKey {
  anuncio_id: string
  comprador_id: string
}

export const conversationEntity = (c: ConversationKey) => `conversa:${c.anuncio_id}:${c.comprador_id}`

export type { VoiceNote }

/**
 * Sends a message — text, or a voice note: the note is kept on the phone (it plays at once) and
 * travels with the outbox item, which uploads it to its own path before writing the message.
 */
export async function enviarMensagem(
  db: OfflineDatabase,
  autor: Author,
  conversa: ConversationKey & { vendedor_id: string },
  conteudo: string | VoiceNote,
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  // The note's rules load with the first note, not with the app's start.
  const note =
    typeof conteudo === 'string' ? undefined : (await import('@/lib/media/voice-note')).voiceNoteMessage(autor.id, id, conteudo)
  const audio = note?.columns
  const texto = typeof conteudo === 'string' ? conteudo.trim() : ''
  await db.transaction('rw', db.mensagens, db.audios, db.outbox, async () => {
    await db.mensagens.put({
      id,
      anuncio_id: conversa.anuncio_id,
      comprador_id: conversa.comprador_id,
      vendedor_id: conversa.vendedor_id,
      remetente_id: autor.id,
      remetente_nome: autor.name,
      texto,
      pedido_id: null,
      lida_em: null,
      created_at: new Date(now).toISOString(),
      audio_caminho: audio?.audio_caminho ?? null,
      audio_duracao_ms: audio?.audio_duracao_ms ?? null,
      audio_bytes: note?.file.size ?? null,
      audio_tipo: note?.file.type ?? null,
      pending: true,
    })
    if (note) await db.audios.put({ caminho: note.columns.audio_caminho, blob: note.file, usadoEm: now })
    await enqueue(
      db,
      {
        kind: 'enviarMensagem',
        entity: conversationEntity(conversa),
        ownerId: autor.id,
        payload: { mensagem: { id, anuncio_id: conversa.anuncio_id, comprador_id: conversa.comprador_id, texto, ...audio } },
        ...(note ? { audio: note.file } : {}),
      },
      now,
    )
  })
  return id
}

export type NovoPedido = Pick<
  CachedOrder,
  'anuncio_id' | 'vendedor_id' | 'vendedor_nome' | 'quantidade' | 'observacao' | 'entrega' | 'viagem_id'
> &
  Partial<Pick<CachedOrder, 'quantidade_pedida' | 'ponto_de_retirada_id'>> &
  /** Shown on the phone until the server's row replaces them: the database writes its own. */
  Partial<Pick<CachedOrder, 'unidade' | 'retirada' | 'preco_unitario'>>

/** The buyer orders from an ad; answers the order's id, made on the phone. */
export async function fazerPedido(db: OfflineDatabase, autor: Author, dados: NovoPedido, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID()
  const at = new Date(now).toISOString()
  await db.transaction('rw', db.pedidos, db.outbox, async () => {
    await db.pedidos.put({
      ...dados,
      id,
      comprador_id: autor.id,
      comprador_nome: autor.name,
      status: 'pendente',
      valor: null,
      pix_chave: null,
      pix_nome: null,
      pix_cidade: null,
      pagamento: null,
      created_at: at,
      updated_at: at,
      pending: true,
    })
    const { vendedor_id: _v, vendedor_nome: _n, unidade: _u, retirada: _r, preco_unitario: _p, ...pedido } = dados
    await enqueue(
      db,
      {
        kind: 'fazerPedido',
        entity: conversationEntity({ anuncio_id: dados.anuncio_id, comprador_id: autor.id }),
        ownerId: autor.id,
        payload: { pedido: { id, comprador_id: autor.id, ...pedido } },
      },
      now,
    )
  })
  return id
}

/**
 * The seller accepts (with the value to pay, when they state it), declines, delivers or cancels;
 * the buyer cancels while it waits.
 */
export async function alterarStatusDoPedido(
  db: OfflineDatabase,
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'anuncio_id' | 'comprador_id'>,
  status: OrderStatus,
  valor?: number,
): Promise<void> {
  // The value's rule loads with the first acceptance, not with the app's start.
  if (valor !== undefined) v.parse((await import('@/lib/rules/order-value')).valorAPagar, valor)
  await db.transaction('rw', db.pedidos, db.anuncios, db.outbox, async () => {
    const antes = (await db.pedidos.get(pedido.id))?.status
    const tomado = await followStockOnPhone(db, pedido.id, status)
    await db.pedidos.update(pedido.id, valor === undefined ? { status } : { status, valor })
    await enqueue(db, {
      kind: 'alterarStatusDoPedido',
      entity: conversationEntity(pedido),
      ownerId: autor.id,
      payload: {
        id: pedido.id,
        status,
        ...(valor === undefined ? {} : { valor }),
        ...(antes ? { antes } : {}),
        ...(tomado ? { tomado } : {}),
      },
    })
  })
}

/** The buyer says they paid ("Já paguei"); the seller, after checking their bank, confirms ("pago"). */
export async function alterarPagamentoDoPedido(
  db: OfflineDatabase,
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'anuncio_id' | 'comprador_id'>,
  pagamento: Payment,
): Promise<void> {
  await db.transaction('rw', db.pedidos, db.outbox, async () => {
    await db.pedidos.update(pedido.id, { pagamento })
    await enqueue(db, {
      kind: 'alterarPagamentoDoPedido',
      entity: conversationEntity(pedido),
      ownerId: autor.id,
      payload: { id: pedido.id, pagamento },
    })
  })
}

/** The person read what the other side wrote in a conversation (a receipt the other side sees). */
export async function marcarConversaLida(db: OfflineDatabase, userId: string, conversa: ConversationKey, now = Date.now()) {
  const unread = (
    await db.mensagens.where('[anuncio_id+comprador_id]').equals([conversa.anuncio_id, conversa.comprador_id]).toArray()
  ).filter((m: CachedMessage) => m.remetente_id !== userId && !m.lida_em)
  if (unread.length === 0) return
  const at = new Date(now).toISOString()
  await db.transaction('rw', db.mensagens, db.outbox, async () => {
    await db.mensagens.bulkUpdate(unread.map((m) => ({ key: m.id, changes: { lida_em: at } })))
    await enqueue(
      db,
      { kind: 'marcarConversaLida', entity: conversationEntity(conversa), ownerId: userId, payload: { ...conversa } },
      now,
    )
  })
}
