import { startTransition, useEffect, useRef } from 'react'
import { favoriteAction } from '@/features/favorites'
import { useAdSearch, type AdSearch } from '@/offline'
import { searchKey } from '@/offline/first-search-page'
import { favoritesLoaded } from './list-heart'
import type { PhoneResults } from './search-results'

// The search box's microphone comes with the list's later code, after the page has attached.
export { DictationSlot, searchFor } from '@/features/dictation'

/**
 * The search's ads as the phone holds them (the server's pages, kept; the phone's copy offline),
 * told to the list rather than drawn here: the cards the list drew from the server's first page
 * stay as they are (sameOrNew), and the favourites' hearts take the loading ones' place.
 */
export function PhoneSearch({ search, onResults }: { search: AdSearch; onResults: (results: PhoneResults) => void }) {
  const { ads, source, hasMore, loadingMore, loadMore } = useAdSearch(search)
  const latestLoadMore = useRef(loadMore)
  const key = searchKey(search)
  useEffect(() => {
    latestLoadMore.current = loadMore
  })
  useEffect(() => favoritesLoaded(favoriteAction), [])
  useEffect(() => {
    // In small steps: a list that changes (another search, the next page) is drawn again in a transition.
    startTransition(() =>
      onResults({
        key,
        result: { ads, source, hasMore, loadingMore, loadMore: () => latestLoadMore.current() },
      }),
    )
  }, [key, ads, source, hasMore, loadingMore, onResults])
  return null
}
