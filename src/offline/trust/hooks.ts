import { useLiveQuery } from '../engine/live-query'
import { useState } from 'react'
import { isPublicAd } from '@/lib/rules/ad-time'
import { publicRest, readerForCaller } from '@/lib/server/rest-reader'
import { offlineDb as db } from '../store/offline-db'
import type { CachedAd } from '../ads/types'
import type { CachedModerationDecision, CachedProfile, CachedReport, ShownSeller } from './types'
import { useRefresh } from '../engine/use-refresh'
import { useLookup, type Lookup } from '../engine/use-lookup'
import {
  OPEN_REPORTS_PULLED,
  pullModerationHistory,
  pullOpenReports,
  pullOwnReports,
  pullProfiles,
  pullSeller,
  keepSeller,
} from './pull'
import { takeFirstSeller } from './seller-answer'
import { compareIso, newestFirst } from '@/lib/formats/order'

// Reports, the moderation queue and sellers' profiles as the screens read them: live queries over
// the phone's copy, refreshed from the server when a screen opens and there is a connection.

/** The person's open report of an ad, if any, with its sending state (null: none; undefined: still reading). */
export function useOwnOpenReport(
  anuncioId: string,
  userId: string | undefined,
): (CachedReport & { queued: boolean; refusal?: string }) | null | undefined {
  useRefresh(userId ?? null, async () => pullOwnReports(await readerForCaller(), db, userId!))
  return useLiveQuery(async () => {
    if (!userId) return null
    const report = await db.denuncias
      .where('anuncio_id')
      .equals(anuncioId)
      .filter((r) => r.user_id === userId && r.status === 'aberta')
      .first()
    if (!report) return null
    // Still in the outbox: waiting to be sent, or refused by the server (with its reason).
    const item = await db.outbox.where('entity').equals(`denuncia:${report.id}`).first()
    return { ...report, queued: item !== undefined, refusal: item?.status === 'failed' ? item.error : undefined }
  }, [anuncioId, userId])
}

export interface ReportedAd {
  anuncio_id: string
  /** Undefined when the ad is not on the phone (removed meanwhile). */
  ad: CachedAd | undefined
  reports: CachedReport[]
}

/** The moderation queue: open reports grouped by ad, the most reported first, then the oldest. */
export function useOpenReports(): { groups: ReportedAd[] | undefined; refresh: () => void } {
  const [round, setRound] = useState(0)
  const tried = useRefresh(`abertas:${round}`, async () => pullOpenReports(await readerForCaller(), db))
  const pulled = useLiveQuery(async () => (await db.meta.get(OPEN_REPORTS_PULLED)) !== undefined, [])
  const groups = useLiveQuery(async () => {
    const open = await db.denuncias.where('status').equals('aberta').toArray()
    const byAd = new Map<string, CachedReport[]>()
    for (const report of open.filter((r) => !r.pending))
      byAd.set(report.anuncio_id, [...(byAd.get(report.anuncio_id) ?? []), report])
    const ads = await db.anuncios.bulkGet([...byAd.keys()])
    const oldest = (reports: CachedReport[]) => reports.reduce((min, r) => (r.created_at < min ? r.created_at : min), '~')
    return [...byAd.entries()]
      .map(([anuncio_id, reports], index) => ({ anuncio_id, ad: ads[index], reports }))
      .sort((a, b) => b.reports.length - a.reports.length || compareIso(oldest(a.reports), oldest(b.reports)))
  }, [])
  const refresh = () => setRound((n) => n + 1)
  return { groups: groups !== undefined && (pulled || tried) ? groups : undefined, refresh }
}

/** How many ads wait for a decision (the header's count for admins); refreshed once when first shown. */
export function useOpenReportCount(): number | undefined {
  useRefresh('contagem', async () => pullOpenReports(await readerForCaller(), db))
  return useLiveQuery(async () => {
    const open = await db.denuncias.where('status').equals('aberta').toArray()
    return new Set(open.filter((r) => !r.pending).map((r) => r.anuncio_id)).size
  }, [])
}

/** /vendedor/{username}: the profile and active ads, from the phone at once and refreshed online. */
export function useSeller(username: string): Lookup<ShownSeller> {
  return useLookup(
    username,
    async () => {
      const reader = await readerForCaller()
      // The answer the page's first screen drew (seller-answer.ts), when it has one for this seller.
      const drawn = reader === publicRest ? await takeFirstSeller(username) : undefined
      return drawn !== undefined ? keepSeller(db, username, drawn) : pullSeller(reader, db, username)
    },
    async () => {
      const profile = await db.perfis.where('username').equals(username).first()
      if (!profile) return null
      const ads = (await db.anuncios.where('user_id').equals(profile.id).toArray())
        .filter((ad) => !ad.pending && isPublicAd(ad))
        .sort(newestFirst)
      return { profile, ads }
    },
  )
}

/** The usernames of these people (for links to their profiles), as far as the phone knows them. */
export function useUsernames(ids: string[]): Map<string, string> {
  const key = [...new Set(ids)].sort().join(',')
  const known = useLiveQuery(async () => (key ? await db.perfis.bulkGet(key.split(',')) : []), [key])
  const missing = known?.some((p) => p === undefined) ? key : null
  useRefresh(missing, async () =>
    pullProfiles(
      await readerForCaller(),
      db,
      key.split(',').filter((_, i) => known?.[i] === undefined),
    ),
  )
  return new Map((known ?? []).filter((p): p is CachedProfile => p !== undefined).map((p) => [p.id, p.username]))
}

/**
 * The moderation's record (an admin's "Histórico"): the latest decisions, newest first, from the
 * phone's copy, refreshed when the screen opens; undefined until something is known.
 */
export function useModerationHistory(enabled: boolean): CachedModerationDecision[] | undefined {
  const tried = useRefresh(enabled ? 'historico' : null, async () => pullModerationHistory(await readerForCaller(), db))
  const decisions = useLiveQuery(async () => (enabled ? db.moderacoes.orderBy('decidida_em').reverse().toArray() : []), [enabled])
  return decisions && (decisions.length > 0 || tried) ? decisions : undefined
}
