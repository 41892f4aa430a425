// Ads on the phone, as the screens use them.
export * from './commands'
export {
  useAd,
  useComments,
  useFavoriteAds,
  useIsFavorite,
  useLatestAds,
  useOwnAds,
  useQueuedByAd,
  useRelatedAds,
  type AdLookup,
} from './hooks'
export { useAdSearch, type AdSearch, type AdSearchResult } from './use-ad-search'
export type { CachedAd } from './types'
export type { FotoDoAnuncio, NovoAnuncio } from './actions'
