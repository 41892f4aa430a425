// What Frete Solidário's first screen reads before the offline layer has loaded: never Dexie, as
// the home's (first-screen.ts). The phone's copy (use-ad-search.ts) then takes the same answer.
import { startTransition, useEffect, useState } from 'react'
import { asShownAds } from './ads/newest-ads'
import { firstSearchPage, PAGE_SIZE, searchKey, type SearchTerms } from './ads/search-page'

export { searchKey }
import type { CachedAd } from './ads/types'

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
export function useFirstSearchPage(terms: SearchTerms, ask: boolean): FirstSearchPage | undefined {
  const key = searchKey(terms)
  const [page, setPage] = useState<{ key: string; page: FirstSearchPage }>()
  useEffect(() => {
    if (!ask) return
    let current = true
    void firstSearchPage(terms).then((rows) => {
      if (!current || !rows) return
      startTransition(() => setPage({ key, page: { ads: asShownAds(rows), hasMore: rows.length >= PAGE_SIZE } }))
    })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search is identified by `key`
  }, [key, ask])
  return page?.key === key ? page.page : undefined
}
