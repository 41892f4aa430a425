// The offline layer as the screens use it: live reads of the phone's copy and one function per
// change. Screens never call Supabase for ads, comments or favourites.
export type { CachedAd, CachedComment, CachedReservation, CachedTrip, Parada, ReservationStatus, TripStatus } from './db'
export type { NovaReserva, NovaViagem } from './trip-actions'
export type { ConversationKey, NovoPedido } from './conversation-actions'
export type { CachedMessage, CachedOrder, Delivery, OrderStatus } from './db'
export type { Author, FotoDoAnuncio, NovoAnuncio } from './ad-actions'
export type { QueuedChange } from './queries'
export type { SyncStatus } from './sync-runner'
export * from './actions'
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
export { useAdSearch, type AdSearch } from './use-ad-search'
export {
  useMyTrips,
  useOpenTrips,
  useQueuedByTrip,
  useTrip,
  useTripContact,
  useTripReservations,
  useTripSplit,
  useTripsLeavingFrom,
  type SplitShare,
  type TripFilter,
  type TripLookup,
} from './trip-hooks'
export { todayInBrazil } from './trip-pull'
export {
  useConversation,
  useConversations,
  useOrders,
  useUnreadCount,
  type ConversationSummary,
  type OrderWithAd,
} from './conversation-hooks'
export type { CachedProfile, CachedReport } from './db'
export type { NovaDenuncia } from './trust-actions'
export {
  useOpenReportCount,
  useOpenReports,
  useOwnOpenReport,
  useSeller,
  useUsernames,
  type ReportedAd,
  type SellerLookup,
} from './trust-hooks'
export { useSyncStatus } from './use-sync-status'
export { startSync } from './app-sync'
