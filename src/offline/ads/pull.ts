import type { RestReader } from '@/lib/server/rest-reader'
import { saveAds } from './cache'
import { AD_COLUMNS, type AdRow, type CachedAd } from './types'
import { searchQuery, type ServerSearch } from './search-page'
import { adQuery } from './ad-answer'
import { knownAds, publicAdsQuery } from './newest-ads'
import type { OfflineDatabase } from '../store/database'
import type { PullResult } from '../engine/pull-result'

// Refreshing the phone's copy from Supabase. Reads never wait for this: screens show the cache
// at once and these run when online (on start, on reconnect, periodically, or when asked).

/** When the public ads were last received (meta key). */
export const PUBLIC_ADS_PULLED = 'pull:publicos'

// The public reads, as queries: the pulls run them, and the build records them so that a public
// page's boot script can ask for the same data before the app has loaded (lib/page-start/prefetch.ts).

// The newest public ads: with what the home's first screen reads (newest-ads.ts).
export { knownAds, publicAdsQuery } from './newest-ads'

export { adQuery } from './ad-answer'

export { searchQuery, type ServerSearch } from './search-page'

/**
 * What the phone holds of one slice (an account's ads, an ad's comments, an account's favourites)
 * that the server no longer has: it leaves the phone — except what is still pending here.
 */
function goneFromServer<T extends { pending?: boolean }>(held: T[], onServer: Iterable<string>, key: (item: T) => string): T[] {
  const kept = new Set(onServer)
  return held.filter((item) => !item.pending && !kept.has(key(item)))
}

async function remember(db: OfflineDatabase, key: string, now: number) {
  await db.meta.put({ key, value: now })
}

/** The latest public ads (home and Frete Solidário). */
export async function pullPublicAds(
  supabase: RestReader,
  db: OfflineDatabase,
  limit = 100,
  now = Date.now(),
): Promise<PullResult> {
  const { data, error } = await publicAdsQuery(supabase, limit)
  if (error || !data) return { ok: false }
  return savePublicAds(db, data, now)
}

/** The newest public ads, as the server answered them, into the phone's copy. */
export async function savePublicAds(db: OfflineDatabase, rows: AdRow[], now = Date.now()): Promise<PullResult> {
  await saveAds(db, knownAds(rows), now)
  await remember(db, PUBLIC_ADS_PULLED, now)
  return { ok: true, count: rows.length }
}

/** One ad (its page); if the server no longer shows it to this person, it leaves the cache. */
export async function pullAd(supabase: RestReader, db: OfflineDatabase, id: string, now = Date.now()): Promise<PullResult> {
  const { data, error } = await adQuery(supabase, id)
  if (error) return { ok: false }
  return keepAd(db, id, data, now)
}

/** One ad as the server answered (null: this person may not see it, and it leaves the cache unless pending here). */
export async function keepAd(db: OfflineDatabase, id: string, data: AdRow | null, now = Date.now()): Promise<PullResult> {
  if (!data) {
    const cached = await db.anuncios.get(id)
    if (cached && !cached.pending) await db.anuncios.delete(id)
    return { ok: true, count: 0 }
  }
  await saveAds(db, knownAds([data]), now)
  return { ok: true, count: 1 }
}

/** The comments of an ad; the server's rows replace the phone's pending ones (same id). */
export async function pullComments(supabase: RestReader, db: OfflineDatabase, anuncioId: string): Promise<PullResult> {
  const { data, error } = await supabase
    .from('comentarios')
    .select('id, anuncio_id, user_id, user_name, rating, comentario, created_at')
    .eq('anuncio_id', anuncioId)
    .order('created_at', { ascending: false })
  if (error || !data) return { ok: false }
  const gone = goneFromServer(
    await db.comentarios.where('anuncio_id').equals(anuncioId).toArray(),
    data.map((c) => c.id),
    (c) => c.id,
  )
  await db.transaction('rw', db.comentarios, async () => {
    await db.comentarios.bulkDelete(gone.map((c) => c.id))
    await db.comentarios.bulkPut(data.map((c) => ({ ...c, pending: false })))
  })
  return { ok: true, count: data.length }
}

/**
 * An ad's related ones (its category's newest), for a phone that holds none of the newest ads yet:
 * a first visit, whose offline copy of them comes later (app-sync.ts).
 */
export async function pullRelatedAds(
  supabase: RestReader,
  db: OfflineDatabase,
  ad: Pick<CachedAd, 'id' | 'categoria'>,
  limit: number,
  now = Date.now(),
): Promise<PullResult> {
  const { data, error } = await supabase
    .from('anuncios')
    .select(AD_COLUMNS)
    .eq('status', 'ativo')
    .eq('categoria', ad.categoria)
    .neq('id', ad.id)
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error || !data) return { ok: false }
  await saveAds(db, knownAds(data), now)
  return { ok: true, count: data.length }
}

/** Specific ads (the person's favourites) the phone does not hold yet. */
export async function pullMissingAds(
  supabase: RestReader,
  db: OfflineDatabase,
  ids: string[],
  now = Date.now(),
): Promise<PullResult> {
  const held = new Set((await db.anuncios.bulkGet(ids)).filter((ad) => ad).map((ad) => ad!.id))
  const missing = ids.filter((id) => !held.has(id))
  if (missing.length === 0) return { ok: true, count: 0 }
  const { data, error } = await supabase.from('anuncios').select(AD_COLUMNS).in('id', missing)
  if (error || !data) return { ok: false }
  await saveAds(db, knownAds(data), now)
  return { ok: true, count: data.length }
}

/** One page of the server's indexed search; the rows are kept for offline use, their ids answered in order. */
export async function searchServer(
  supabase: RestReader,
  db: OfflineDatabase,
  busca: ServerSearch,
  now = Date.now(),
): Promise<string[] | null> {
  const { data, error } = await searchQuery(supabase, busca)
  return error || !data ? null : saveSearchPage(db, data, now)
}

/** A page of the search's answer kept on the phone: its ads' ids, in the server's order. */
export async function saveSearchPage(db: OfflineDatabase, rows: AdRow[], now = Date.now()): Promise<string[]> {
  const ads = knownAds(rows)
  await saveAds(db, ads, now)
  return ads.map((ad) => ad.id)
}
