import type { AdSearchResult, CachedAd } from '@/offline'

/** What the phone's copy tells the list (PhoneSearch): its results for a search. */
export interface PhoneResults {
  /** The search they are for (searchKey). */
  key: string
  result: AdSearchResult
}

/**
 * The phone's ads, or the very list already drawn when they are the same ads unchanged (read from
 * the phone's copy, they are other objects): the cards are then not drawn again.
 */
export function sameOrNew(drawn: CachedAd[] | undefined, read: CachedAd[] | undefined): CachedAd[] | undefined {
  if (!drawn || !read || drawn.length !== read.length) return read
  const same = read.every((ad, i) => ad.id === drawn[i].id && ad.updated_at === drawn[i].updated_at && !ad.pending)
  return same ? drawn : read
}
