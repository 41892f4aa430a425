import type { Author } from '@/lib/server/session'
import type { OfflineDatabase } from '../store/database'
import type { CachedOrder } from '../conversations/types'
import type { MessageReportReason } from '@/lib/rules/report-reasons'
import type { MessageReportDecision } from './types'
import { enqueue } from '../engine/outbox'

// Negociar com segurança as the screens record it: on the phone at once, sent through the outbox
// (with no signal too). The database has the last word; the phone says its limits at once.

export const blockEntity = (personId: string) => `bloqueio:${personId}`
export const quickReplyEntity = (id: string) => `resposta:${id}`
export const ratingEntity = (id: string) => `avaliacao:${id}`
export const messageReportEntity = (id: string) => `denuncia-mensagem:${id}`

export const MAX_QUICK_REPLIES = 5
export const TOO_MANY_QUICK_REPLIES = 'Você já tem 5 respostas rápidas.'
export const ALREADY_RATED = 'Você já avaliou este pedido.'

export async function bloquearPessoa(db: OfflineDatabase, autor: Author, pessoa: { id: string; nome: string }, now = Date.now()) {
  await db.transaction('rw', db.bloqueios, db.outbox, async () => {
    await db.bloqueios.put({
      user_id: autor.id,
      bloqueado_id: pessoa.id,
      bloqueado_nome: pessoa.nome,
      created_at: new Date(now).toISOString(),
    })
    await enqueue(
      db,
      { kind: 'bloquearPessoa', entity: blockEntity(pessoa.id), ownerId: autor.id, payload: { bloqueado_id: pessoa.id } },
      now,
    )
  })
}

export async function desbloquearPessoa(db: OfflineDatabase, autor: Author, pessoaId: string, now = Date.now()) {
  await db.transaction('rw', db.bloqueios, db.outbox, async () => {
    await db.bloqueios.delete([autor.id, pessoaId])
    await enqueue(
      db,
      { kind: 'desbloquearPessoa', entity: blockEntity(pessoaId), ownerId: autor.id, payload: { bloqueado_id: pessoaId } },
      now,
    )
  })
}

export async function denunciarMensagem(
  db: OfflineDatabase,
  autor: Author,
  dados: { mensagem_id: string; motivo: MessageReportReason; detalhes: string | null },
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const denuncia = { id, ...dados, detalhes: dados.detalhes?.trim() || null }
  await db.transaction('rw', db.denunciasMensagens, db.mensagens, db.outbox, async () => {
    const message = await db.mensagens.get(dados.mensagem_id)
    await db.denunciasMensagens.put({
      ...denuncia,
      user_id: autor.id,
      denunciado_id: message?.remetente_id ?? null,
      denunciado_nome: message?.remetente_nome ?? null,
      anuncio_id: message?.anuncio_id ?? null,
      anuncio_titulo: null,
      contexto: [],
      status: 'aberta',
      created_at: new Date(now).toISOString(),
      pending: true,
    })
    await enqueue(
      db,
      { kind: 'denunciarMensagem', entity: messageReportEntity(id), ownerId: autor.id, payload: { denuncia } },
      now,
    )
  })
  return id
}

export async function decidirDenunciaMensagem(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  decisao: MessageReportDecision,
  now = Date.now(),
) {
  await db.transaction('rw', db.denunciasMensagens, db.outbox, async () => {
    await db.denunciasMensagens.update(id, { status: decisao })
    await enqueue(
      db,
      { kind: 'decidirDenunciaMensagem', entity: messageReportEntity(id), ownerId: autor.id, payload: { id, decisao } },
      now,
    )
  })
}

/** The buyer rates the seller of a delivered order; throws "Você já avaliou este pedido." the second time. */
export async function avaliarPedido(
  db: OfflineDatabase,
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'vendedor_id' | 'anuncio_id'>,
  dados: { nota: number; texto: string | null },
  now = Date.now(),
): Promise<string> {
  return db.transaction('rw', db.avaliacoes, db.outbox, async () => {
    if ((await db.avaliacoes.where('pedido_id').equals(pedido.id).count()) > 0) throw new Error(ALREADY_RATED)
    const id = crypto.randomUUID()
    const avaliacao = { id, pedido_id: pedido.id, nota: dados.nota, texto: dados.texto?.trim() || null }
    await db.avaliacoes.put({
      ...avaliacao,
      comprador_id: autor.id,
      comprador_nome: autor.name,
      vendedor_id: pedido.vendedor_id,
      anuncio_id: pedido.anuncio_id,
      anuncio_titulo: null,
      resposta: null,
      respondida_em: null,
      created_at: new Date(now).toISOString(),
      pending: true,
    })
    await enqueue(db, { kind: 'avaliarPedido', entity: ratingEntity(id), ownerId: autor.id, payload: { avaliacao } }, now)
    return id
  })
}

export async function responderAvaliacao(db: OfflineDatabase, autor: Author, id: string, resposta: string, now = Date.now()) {
  const texto = resposta.trim()
  await db.transaction('rw', db.avaliacoes, db.outbox, async () => {
    await db.avaliacoes.update(id, { resposta: texto, respondida_em: new Date(now).toISOString() })
    await enqueue(
      db,
      { kind: 'responderAvaliacao', entity: ratingEntity(id), ownerId: autor.id, payload: { id, resposta: texto } },
      now,
    )
  })
}

/** Marks an ad Reservado (or Ativo again), after the ad's own queued changes. */
export async function reservarAnuncio(db: OfflineDatabase, autor: Author, id: string, reservar: boolean, now = Date.now()) {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, { reservado_em: reservar ? new Date(now).toISOString() : null })
    await enqueue(db, { kind: 'reservarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, reservar } }, now)
  })
}

/** Saves a sentence of the person's own; throws "Você já tem 5 respostas rápidas." past the limit. */
export async function criarRespostaRapida(db: OfflineDatabase, userId: string, texto: string, now = Date.now()) {
  return db.transaction('rw', db.respostasRapidas, db.outbox, async () => {
    if ((await db.respostasRapidas.where('user_id').equals(userId).count()) >= MAX_QUICK_REPLIES) {
      throw new Error(TOO_MANY_QUICK_REPLIES)
    }
    const id = crypto.randomUUID()
    const limpo = texto.trim()
    await db.respostasRapidas.put({ id, user_id: userId, texto: limpo, created_at: new Date(now).toISOString() })
    await enqueue(
      db,
      { kind: 'criarRespostaRapida', entity: quickReplyEntity(id), ownerId: userId, payload: { id, texto: limpo } },
      now,
    )
    return id
  })
}

export async function excluirRespostaRapida(db: OfflineDatabase, userId: string, id: string, now = Date.now()) {
  await db.transaction('rw', db.respostasRapidas, db.outbox, async () => {
    await db.respostasRapidas.delete(id)
    await enqueue(db, { kind: 'excluirRespostaRapida', entity: quickReplyEntity(id), ownerId: userId, payload: { id } }, now)
  })
}
