// What Frete Solidário's first screen reads before the offline layer has loaded: never Dexie, as
// the home's (first-screen.ts). The phone's copy (use-ad-search.ts) then takes the same answer.
import { useFirstAnswer } from '@/lib/page-start/use-first-answer'
import { asShownAds } from './ads/newest-ads'
import { firstSearchPage, PAGE_SIZE, searchKey, type SearchTerms } from './ads/search-page'
import type { CachedAd } from './ads/types'

export { searchKey }

export interface FirstSearchPage {
  ads: CachedAd[]
  /** The server may have more than this page. */
  hasMore: boolean
}

/**
 * A Frete Solidário search's first page, as the server answered (undefined until it has, or with
 * no signal: the phone's copy answers then). Asked after the first render, as the home's ads, and
 * only while `ask` (the phone's copy, once here, asks for itself).
 */
export const useFirstSearchPage = (terms: SearchTerms, ask: boolean): FirstSearchPage | undefined =>
  useFirstAnswer(searchKey(terms), ask, async () => {
    const rows = await firstSearchPage(terms)
    return rows && { ads: asShownAds(rows), hasMore: rows.length >= PAGE_SIZE }
  })
