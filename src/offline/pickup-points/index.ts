// A seller's pickup points on the phone, as the screens use them.
export * from './commands'
export { usePickupPoints, type PickupPointsLookup, type ShownPickupPoint } from './hooks'
export { MAX_PICKUP_POINTS, TOO_MANY_PICKUP_POINTS } from './actions'
export type { CachedPickupPoint, PickupPointFields } from './types'
