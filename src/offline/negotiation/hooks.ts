import { readerForCaller } from '@/lib/server/rest-reader'
import { useLiveQuery } from '../engine/live-query'
import { useRefresh } from '../engine/use-refresh'
import { offlineDb as db } from '../store/offline-db'
import {
  pullBlocks,
  pullOpenMessageReports,
  pullOrderRatings,
  pullQuickReplies,
  pullSellerSales,
  salesKey,
  SALES_COLUMNS,
} from './pull'
import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'
import type { CachedBlock, CachedMessageReport, CachedOrderRating, CachedQuickReply } from './types'

// Live reads of the phone's copy, refreshed from the server when a screen opens: all of it reads
// offline once seen.

/** The people the person blocked, newest first (undefined while the phone is read). */
export function useBlocks(userId: string | undefined): CachedBlock[] | undefined {
  useRefresh(userId ?? null, async () => pullBlocks(await readerForCaller(), db, userId!))
  return useLiveQuery(
    async () =>
      userId
        ? (await db.bloqueios.where('user_id').equals(userId).toArray()).sort((a, b) => b.created_at.localeCompare(a.created_at))
        : [],
    [userId],
  )
}

/** Whether the person blocked `otherId` (false while unknown). */
export function useHasBlocked(userId: string | undefined, otherId: string | undefined): boolean {
  const blocks = useBlocks(userId)
  return !!otherId && !!blocks?.some((b) => b.bloqueado_id === otherId)
}

/** The person's own quick replies, oldest first. */
export function useQuickReplies(userId: string | undefined): CachedQuickReply[] | undefined {
  useRefresh(userId ?? null, async () => pullQuickReplies(await readerForCaller(), db, userId!))
  return useLiveQuery(
    async () =>
      userId
        ? (await db.respostasRapidas.where('user_id').equals(userId).toArray()).sort((a, b) =>
            a.created_at.localeCompare(b.created_at),
          )
        : [],
    [userId],
  )
}

export type SellerCounts = Pick<Tables<'usuarios_publicos'>, ColumnsOf<typeof SALES_COLUMNS>>

export interface SellerSales {
  /** Undefined until the server answered once (no count is made up on the phone). */
  counts: SellerCounts | undefined
  /** Newest first. */
  ratings: CachedOrderRating[]
}

/** A seller's orders delivered and ratings from orders, apart from the comments' stars. */
export function useSellerSales(sellerId: string): SellerSales | undefined {
  useRefresh(sellerId, async () => pullSellerSales(await readerForCaller(), db, sellerId))
  return useLiveQuery(async () => {
    const [counts, ratings] = await Promise.all([
      db.meta.get(salesKey(sellerId)),
      db.avaliacoes.where('vendedor_id').equals(sellerId).toArray(),
    ])
    return {
      counts: counts?.value as SellerCounts | undefined,
      ratings: ratings.filter((r) => !r.pending).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }
  }, [sellerId])
}

/** The ratings of these orders, by order id. */
export function useOrderRatings(orderIds: readonly string[]): Map<string, CachedOrderRating> | undefined {
  const key = [...orderIds].sort().join(',')
  useRefresh(key || null, async () => pullOrderRatings(await readerForCaller(), db, key.split(',')))
  return useLiveQuery(async () => {
    const rows = key ? await db.avaliacoes.where('pedido_id').anyOf(key.split(',')).toArray() : []
    return new Map(rows.map((r) => [r.pedido_id, r]))
  }, [key])
}

/** The open reports of messages (an admin's queue), oldest first. */
export function useOpenMessageReports(enabled: boolean): CachedMessageReport[] | undefined {
  useRefresh(enabled ? 'denuncias-mensagens' : null, async () => pullOpenMessageReports(await readerForCaller(), db))
  return useLiveQuery(
    async () =>
      enabled
        ? (await db.denunciasMensagens.where('status').equals('aberta').toArray()).sort((a, b) =>
            a.created_at.localeCompare(b.created_at),
          )
        : [],
    [enabled],
  )
}

/** The person's own reports of messages in a conversation (to say "Denúncia enviada"). */
export function useMyMessageReports(userId: string | undefined, messageIds: readonly string[]): Set<string> | undefined {
  const key = messageIds.join(',')
  return useLiveQuery(async () => {
    if (!userId || !key) return new Set<string>()
    const rows = await db.denunciasMensagens.where('user_id').equals(userId).toArray()
    const ids = new Set(key.split(','))
    return new Set(rows.filter((r) => r.mensagem_id && ids.has(r.mensagem_id)).map((r) => r.mensagem_id!))
  }, [userId, key])
}
