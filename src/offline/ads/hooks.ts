import { useLiveQuery } from '../engine/live-query'
import { useEffect, useState } from 'react'
import { publicRest, readerForCaller } from '@/lib/server/rest-reader'
import { offlineDb as db } from '../store/offline-db'
import { useLookup } from '../engine/use-lookup'
import type { CachedAd } from './types'
import { keepAd, pullAd, pullComments, pullRelatedAds } from './pull'
import { takeFirstAd } from './ad-answer'
import { hasPulledPublicAds, refreshPublicAds } from './public-ads'
import * as q from './queries'
import { queuedBy, type QueuedChange } from '../engine/queued-by'

// The screens' reads: live queries over the phone's copy (undefined while the first read runs),
// refreshed from the server in the background where a screen needs fresher data.

/**
 * The newest public ads. On a first visit the phone holds none yet: the list stays loading
 * (undefined) until the server has answered, instead of saying there are no ads.
 */
export function useLatestAds(limit: number) {
  const ads = useLiveQuery(() => q.latestPublicAds(db, limit), [limit])
  const pulled = useLiveQuery(() => hasPulledPublicAds(db), [])
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (pulled === false) void refreshPublicAds(db).finally(() => setTried(true))
  }, [pulled])
  if (ads === undefined || pulled === undefined) return undefined
  return ads.length > 0 || pulled || tried ? ads : undefined
}

/** Other ads of the ad's category, from the phone; asked of the server while the phone holds none of the newest ads. */
export function useRelatedAds(ad: Pick<CachedAd, 'id' | 'categoria'> | undefined) {
  const id = ad?.id
  const categoria = ad?.categoria
  useEffect(() => {
    if (!id || !categoria) return
    void hasPulledPublicAds(db)
      .then((pulled) => (pulled ? undefined : pullRelatedAds(publicRest, db, { id, categoria }, q.RELATED_ADS)))
      .catch(() => undefined)
  }, [id, categoria])
  return useLiveQuery(() => (ad ? q.relatedAds(db, ad) : []), [id, categoria])
}

export function useOwnAds(userId: string | undefined) {
  return useLiveQuery(() => (userId ? q.ownAds(db, userId) : []), [userId])
}

export function useFavoriteAds(userId: string | undefined) {
  return useLiveQuery(() => (userId ? q.favoriteAds(db, userId) : []), [userId])
}

export function useIsFavorite(userId: string | undefined, anuncioId: string) {
  return useLiveQuery(() => (userId ? q.isFavorite(db, userId, anuncioId) : false), [userId, anuncioId]) ?? false
}

export function useComments(anuncioId: string) {
  return useLiveQuery(() => q.adComments(db, anuncioId), [anuncioId])
}

export function useQueuedByAd(ownerId: string | undefined) {
  return useLiveQuery(() => (ownerId ? queuedBy(db, ownerId, 'anuncio') : new Map<string, QueuedChange[]>()), [ownerId])
}

export type AdLookup = { state: 'loading' } | { state: 'found'; ad: CachedAd } | { state: 'notFound' }

/**
 * One ad (its page, its edit form): from the phone at once, refreshed with its comments from the
 * server. "Not found" only once the server (or, offline, the phone) has no such ad.
 */
export function useAd(id: string): AdLookup {
  const lookup = useLookup(
    id,
    async () => {
      const reader = await readerForCaller()
      // The answer the page's first screen drew (ad-answer.ts), when it has one for this ad.
      const drawn = reader === publicRest ? await takeFirstAd(id) : undefined
      await Promise.all([drawn !== undefined ? keepAd(db, id, drawn) : pullAd(reader, db, id), pullComments(reader, db, id)])
    },
    () => db.anuncios.get(id),
  )
  return lookup.state === 'found' ? { state: 'found', ad: lookup.value } : lookup
}
