// Frete Solidário trips and reservations on the phone, as the screens use them.
export * from './commands'
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
  type OpenTrip,
  type TripFilter,
  type TripLookup,
} from './hooks'
export { todayInBrazil } from './pull'
export type { NearStop } from './near'
export { isPublicTrip, PUBLIC_TRIP_STATUSES } from './types'
export type { CachedReservation, CachedTrip, Parada, ReservationStatus, TripStatus } from './types'
export type { NovaReserva, NovaViagem } from './actions'
