import { useLiveQuery } from '../engine/live-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { withinScreenDeadline } from '@/lib/server/connection'
import { publicRest } from '@/lib/server/rest-reader'
import { searchCachedAds, type LocalSearch } from './cache'
import { offlineDb as db } from '../store/offline-db'
import type { CachedAd } from './types'
import { saveSearchPage, searchServer } from './pull'
import { PAGE_SIZE, searchKey, takeFirstSearchPage } from './search-page'

export interface AdSearch {
  termo: string
  categoria: string
  ordem: NonNullable<LocalSearch['ordem']>
  /** "Perto de mim": only ads within the radius, with "distancia" as an order. */
  perto?: LocalSearch['perto']
  /** "Até R$ …": only ads with a price, at most this one. */
  precoMax?: number
  /** "Vendido por": only ads sold by this unit. */
  unidade?: LocalSearch['unidade']
  /** "Só com estoque": no sold-out ad. */
  soComEstoque?: boolean
}

export interface AdSearchResult {
  ads: CachedAd[] | undefined
  /** Where the list came from: the server's indexed search, or the phone's copy (offline). */
  source: 'server' | 'cache'
  loadingMore: boolean
  hasMore: boolean
  loadMore: () => void
}

/**
 * The Frete Solidário list: the server's search page by page when online (rows kept on the
 * phone), the same search over the phone's copy when offline, when the server fails, or when it
 * has not answered within the screen's deadline.
 */
export function useAdSearch(busca: AdSearch): AdSearchResult {
  const key = searchKey(busca)
  const [pages, setPages] = useState<{ key: string; ids: string[]; done: boolean; source: 'server' | 'cache' }>({
    key: '',
    ids: [],
    done: false,
    source: 'server',
  })
  const [cacheLimitOf, setCacheLimit] = useState({ key, n: PAGE_SIZE })
  const cacheLimit = cacheLimitOf.key === key ? cacheLimitOf.n : PAGE_SIZE
  const [loadingMore, setLoadingMore] = useState(false)

  const fetchPage = useCallback(
    async (offset: number) => {
      const page = async () => {
        // The first screen's answer (search-page.ts), when it has one for this search.
        const drawn = offset === 0 ? await takeFirstSearchPage(busca) : undefined
        if (drawn) return saveSearchPage(db, drawn)
        return searchServer(publicRest, db, { ...busca, limite: PAGE_SIZE, deslocamento: offset })
      }
      return withinScreenDeadline(page, null).catch(() => null)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search is identified by `key`
    [key],
  )

  useEffect(() => {
    let current = true
    void fetchPage(0).then((ids) => {
      if (!current) return
      setPages(
        ids ? { key, ids, done: ids.length < PAGE_SIZE, source: 'server' } : { key, ids: [], done: false, source: 'cache' },
      )
    })
    return () => {
      current = false
    }
  }, [fetchPage, key])

  const ready = pages.key === key
  const fromServer = ready && pages.source === 'server'
  const ads = useLiveQuery(async () => {
    if (!ready) return undefined
    if (fromServer) return (await db.anuncios.bulkGet(pages.ids)).filter((ad): ad is CachedAd => ad !== undefined)
    return searchCachedAds(db, { ...busca, limite: cacheLimit + 1 })
  }, [ready, fromServer, pages.ids, cacheLimit, key])

  const loadMore = () => {
    if (!fromServer) {
      setCacheLimit({ key, n: cacheLimit + PAGE_SIZE })
      return
    }
    setLoadingMore(true)
    void fetchPage(pages.ids.length)
      .then((ids) => {
        if (ids) setPages((p) => (p.key === key ? { ...p, ids: [...p.ids, ...ids], done: ids.length < PAGE_SIZE } : p))
      })
      .finally(() => setLoadingMore(false))
  }

  // The same list while nothing changed (a screen keeps its cards; PhoneSearch tells it only of changes).
  const visible = useMemo(() => (fromServer ? ads : ads?.slice(0, cacheLimit)), [fromServer, ads, cacheLimit])
  return {
    ads: visible,
    source: ready ? pages.source : 'server',
    loadingMore,
    hasMore: fromServer ? !pages.done : (ads?.length ?? 0) > cacheLimit,
    loadMore,
  }
}
