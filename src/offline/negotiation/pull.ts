import type { RestReader } from '@/lib/server/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { blockEntity, quickReplyEntity } from './actions'
import {
  BLOCK_COLUMNS,
  MESSAGE_REPORT_COLUMNS,
  ORDER_RATING_COLUMNS,
  QUICK_REPLY_COLUMNS,
  type CachedMessageReport,
  type CachedOrderRating,
} from './types'

// Refreshing what the person keeps of Negociar com segurança. What the server no longer lists
// leaves the phone, except what still waits to be sent from here.

async function queuedEntities(db: OfflineDatabase, prefix: string): Promise<Set<string>> {
  return new Set((await db.outbox.where('entity').startsWith(prefix).toArray()).map((item) => item.entity))
}

/** The people the person blocked. */
export async function pullBlocks(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader.from('bloqueios').select(BLOCK_COLUMNS).eq('user_id', userId)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.bloqueios, db.outbox, async () => {
    const queued = await queuedEntities(db, 'bloqueio:')
    const settled = (personId: string) => !queued.has(blockEntity(personId))
    const onServer = new Set(data.map((b) => b.bloqueado_id))
    const held = await db.bloqueios.where('user_id').equals(userId).toArray()
    await db.bloqueios.bulkDelete(
      held.filter((b) => settled(b.bloqueado_id) && !onServer.has(b.bloqueado_id)).map((b) => [b.user_id, b.bloqueado_id]),
    )
    await db.bloqueios.bulkPut(data.filter((b) => settled(b.bloqueado_id)))
  })
  return { ok: true, count: data.length }
}

/** The person's own quick replies. */
export async function pullQuickReplies(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader.from('respostas_rapidas').select(QUICK_REPLY_COLUMNS).eq('user_id', userId)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.respostasRapidas, db.outbox, async () => {
    const queued = await queuedEntities(db, 'resposta:')
    const settled = (id: string) => !queued.has(quickReplyEntity(id))
    const onServer = new Set(data.map((r) => r.id))
    const held = await db.respostasRapidas.where('user_id').equals(userId).primaryKeys()
    await db.respostasRapidas.bulkDelete(held.filter((id) => settled(id) && !onServer.has(id)))
    await db.respostasRapidas.bulkPut(data.filter((r) => settled(r.id)))
  })
  return { ok: true, count: data.length }
}

const RATINGS_LIMIT = 100

async function replaceRatings(db: OfflineDatabase, held: CachedOrderRating[], fresh: CachedOrderRating[]) {
  const kept = new Set(fresh.map((r) => r.id))
  const queued = await queuedEntities(db, 'avaliacao:')
  const settled = (id: string) => !queued.has(`avaliacao:${id}`)
  await db.avaliacoes.bulkDelete(held.filter((r) => !r.pending && settled(r.id) && !kept.has(r.id)).map((r) => r.id))
  await db.avaliacoes.bulkPut(fresh.filter((r) => settled(r.id)))
}

/** A seller's latest ratings (public), for their page and their ads' pages. */
export async function pullSellerRatings(reader: RestReader, db: OfflineDatabase, sellerId: string): Promise<PullResult> {
  const { data, error } = await reader
    .from('avaliacoes_pedidos')
    .select(ORDER_RATING_COLUMNS)
    .eq('vendedor_id', sellerId)
    .order('created_at', { ascending: false })
    .limit(RATINGS_LIMIT)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.avaliacoes, db.outbox, async () => {
    await replaceRatings(db, await db.avaliacoes.where('vendedor_id').equals(sellerId).toArray(), data)
  })
  return { ok: true, count: data.length }
}

export const SALES_COLUMNS = 'vendas_concluidas, avaliacoes_pedidos_quantidade, avaliacao_pedidos_media'

/** Where the phone keeps a seller's counts (meta key). */
export const salesKey = (sellerId: string) => `vendas:${sellerId}`

/** A seller's counts (orders delivered, ratings and their average) and latest ratings. */
export async function pullSellerSales(reader: RestReader, db: OfflineDatabase, sellerId: string): Promise<PullResult> {
  const counts = await reader.from('usuarios_publicos').select(SALES_COLUMNS).eq('id', sellerId).maybeSingle()
  if (counts.error) return { ok: false }
  if (counts.data) await db.meta.put({ key: salesKey(sellerId), value: counts.data })
  else await db.meta.delete(salesKey(sellerId))
  return pullSellerRatings(reader, db, sellerId)
}

/** The ratings of some orders (a conversation's): whether the buyer rated, and the seller answered. */
export async function pullOrderRatings(reader: RestReader, db: OfflineDatabase, orderIds: string[]): Promise<PullResult> {
  if (orderIds.length === 0) return { ok: true, count: 0 }
  const { data, error } = await reader.from('avaliacoes_pedidos').select(ORDER_RATING_COLUMNS).in('pedido_id', orderIds)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.avaliacoes, db.outbox, async () => {
    await replaceRatings(db, await db.avaliacoes.where('pedido_id').anyOf(orderIds).toArray(), data)
  })
  return { ok: true, count: data.length }
}

const OPEN_MESSAGE_REPORTS_LIMIT = 500

/** Every open report of a message with its context (an admin's queue); the database answers nobody else. */
export async function pullOpenMessageReports(reader: RestReader, db: OfflineDatabase): Promise<PullResult> {
  const { data, error } = await reader
    .from('denuncias_mensagens')
    .select(MESSAGE_REPORT_COLUMNS)
    .eq('status', 'aberta')
    .order('created_at')
    .limit(OPEN_MESSAGE_REPORTS_LIMIT)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.denunciasMensagens, db.outbox, async () => {
    const queued = await queuedEntities(db, 'denuncia-mensagem:')
    const settled = (r: CachedMessageReport) => !r.pending && !queued.has(`denuncia-mensagem:${r.id}`)
    const kept = new Set(data.map((r) => r.id))
    const held = await db.denunciasMensagens.where('status').equals('aberta').toArray()
    await db.denunciasMensagens.bulkDelete(held.filter((r) => settled(r) && !kept.has(r.id)).map((r) => r.id))
    await db.denunciasMensagens.bulkPut(data.filter((r) => !queued.has(`denuncia-mensagem:${r.id}`)))
  })
  return { ok: true, count: data.length }
}
