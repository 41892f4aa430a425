import type { RestReader } from '@/lib/server/rest-reader'
import { saveAds } from '../ads/cache'
import { AD_COLUMNS } from '../ads/types'
import { MODERATION_COLUMNS, PROFILE_COLUMNS, REPORT_COLUMNS, type CachedReport } from './types'
import { type OfflineDatabase } from '../store/database'
import { REPORT_REASONS } from '@/lib/rules/report-reasons'
import { knownAds } from '../ads/pull'
import { askSeller, type SellerRows } from './seller-answer'
import { type PullResult } from '../engine/pull-result'

// Refreshing the reports a person may read (their own; an admin's open queue) and the sellers'
// profiles with their active ads. What the server no longer lists leaves the phone, except what
// is still waiting to be sent from here.

/** The open reports an admin's phone last received (meta key). */
export const OPEN_REPORTS_PULLED = 'pull:denuncias-abertas'

const OPEN_REPORTS_LIMIT = 500

function knownReports(rows: CachedReport[]): CachedReport[] {
  return rows.filter((row) => REPORT_REASONS.includes(row.motivo)).map((row) => ({ ...row, pending: false }))
}

async function replaceReports(db: OfflineDatabase, held: CachedReport[], fresh: CachedReport[]) {
  const kept = new Set(fresh.map((r) => r.id))
  await db.denuncias.bulkDelete(held.filter((r) => !r.pending && !kept.has(r.id)).map((r) => r.id))
  await db.denuncias.bulkPut(fresh)
}

/** The person's own reports (the ad page says when theirs is still open). */
export async function pullOwnReports(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader.from('denuncias').select(REPORT_COLUMNS).eq('user_id', userId)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.denuncias, async () => {
    await replaceReports(db, await db.denuncias.where('user_id').equals(userId).toArray(), knownReports(data))
  })
  return { ok: true, count: data.length }
}

/** Every open report with its ad (an admin's queue); the database answers nobody else. */
export async function pullOpenReports(reader: RestReader, db: OfflineDatabase, now = Date.now()): Promise<PullResult> {
  const reports = await reader
    .from('denuncias')
    .select(REPORT_COLUMNS)
    .eq('status', 'aberta')
    .order('created_at')
    .limit(OPEN_REPORTS_LIMIT)
  if (reports.error || !reports.data) return { ok: false }
  const adIds = [...new Set(reports.data.map((r) => r.anuncio_id))]
  const ads = adIds.length ? await reader.from('anuncios').select(AD_COLUMNS).in('id', adIds) : { data: [], error: null }
  if (ads.error || !ads.data) return { ok: false }
  await db.transaction('rw', [db.denuncias, db.anuncios, db.outbox, db.meta], async () => {
    await replaceReports(db, await db.denuncias.where('status').equals('aberta').toArray(), knownReports(reports.data))
    await saveAds(db, knownAds(ads.data), now)
    await db.meta.put({ key: OPEN_REPORTS_PULLED, value: now })
  })
  return { ok: true, count: reports.data.length }
}

/** The moderation's latest decisions (an admin's history); the database answers nobody else. */
export const MODERATION_HISTORY_LIMIT = 200

export async function pullModerationHistory(reader: RestReader, db: OfflineDatabase): Promise<PullResult> {
  const { data, error } = await reader
    .from('moderacoes')
    .select(MODERATION_COLUMNS)
    .order('decidida_em', { ascending: false })
    .limit(MODERATION_HISTORY_LIMIT)
  if (error || !data) return { ok: false }
  await db.transaction('rw', db.moderacoes, async () => {
    await db.moderacoes.clear()
    await db.moderacoes.bulkPut(data)
  })
  return { ok: true, count: data.length }
}

/** Public profiles by id (the names on an ad page link to them). */
export async function pullProfiles(
  reader: RestReader,
  db: OfflineDatabase,
  ids: string[],
  now = Date.now(),
): Promise<PullResult> {
  const { data, error } = await reader.from('usuarios_publicos').select(PROFILE_COLUMNS).in('id', ids)
  if (error || !data) return { ok: false }
  await db.perfis.bulkPut(data.map((p) => ({ ...p, cachedAt: now })))
  return { ok: true, count: data.length }
}

/** Keeps the server's answer for a seller: a profile gone from the server leaves the phone. */
export async function keepSeller(
  db: OfflineDatabase,
  username: string,
  answer: SellerRows | null,
  now = Date.now(),
): Promise<PullResult> {
  if (!answer) {
    await db.perfis.where('username').equals(username).delete()
    return { ok: true, count: 0 }
  }
  await db.transaction('rw', [db.perfis, db.anuncios, db.outbox], async () => {
    await db.perfis.put({ ...answer.profile, cachedAt: now })
    await saveAds(db, knownAds(answer.ads), now)
  })
  return { ok: true, count: answer.ads.length }
}

/** A seller's profile and active ads (/vendedor/{username}). */
export async function pullSeller(
  reader: RestReader,
  db: OfflineDatabase,
  username: string,
  now = Date.now(),
): Promise<PullResult> {
  const answer = await askSeller(reader, username, null)
  return answer === undefined ? { ok: false } : keepSeller(db, username, answer, now)
}
