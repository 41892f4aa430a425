import { publicRest, type RestReader } from '@/lib/server/rest-reader'
import { AD_COLUMNS, AD_STATUSES, type AdRow, type CachedAd } from './types'

// The newest public ads as the server answers them, without the phone's database: the home draws
// them while the offline layer (Dexie) loads after the page has started, and that layer then saves
// the very same answer (public-ads.ts). On a prerendered page it is the boot script's answer
// (lib/page-start/prefetch.ts): one request for both.

/** The newest public ads (the pulls and the build's boot scripts ask the same: pull.ts). */
export const publicAdsQuery = (reader: RestReader, limit = 100) =>
  reader.from('anuncios').select(AD_COLUMNS).eq('status', 'ativo').order('created_at', { ascending: false }).limit(limit)

/** The server's ads this version of the app can show: those in a status it knows. */
export function knownAds(rows: AdRow[]): Omit<CachedAd, 'cachedAt'>[] {
  return rows.filter((row) => AD_STATUSES.includes(row.status))
}

/** An answer younger than this is used again rather than asked for twice. */
export const FRESH_MS = 30_000

/** Whether something made at `at` is still fresh at `now`; a clock that went back makes it stale, never fresh for months. */
export const isFresh = (at: number, now: number) => now >= at && now - at < FRESH_MS

let asked: { at: number; rows: Promise<AdRow[] | undefined> } | undefined
let lastAnswer: AdRow[] | undefined

/** The last answer received, if any (a screen drawn again shows it at once). */
export const lastNewestPublicAds = () => lastAnswer

export function newestPublicAds(now = Date.now()): Promise<AdRow[] | undefined> {
  if (asked && isFresh(asked.at, now)) return asked.rows
  const rows = Promise.resolve(publicAdsQuery(publicRest)).then(
    ({ data, error }) => (error || !data ? undefined : data),
    () => undefined,
  )
  const ask = { at: now, rows }
  asked = ask
  // A failed answer (no signal) is not kept: the next ask tries again.
  void rows.then((answer) => {
    if (answer) lastAnswer = answer
    else if (asked === ask) asked = undefined
  })
  return rows
}

/** The same rows as the ads the screens show (never saved: `cachedAt` is when they arrived). */
export const asShownAds = (rows: AdRow[], now = Date.now()): CachedAd[] =>
  knownAds(rows).map((ad) => ({ ...ad, pending: false, cachedAt: now }))

/** As on a page just opened: nothing asked yet (each test starts so). */
export function forgetNewestPublicAds(): void {
  asked = undefined
  lastAnswer = undefined
}
