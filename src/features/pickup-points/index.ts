// A seller's pickup points: kept in /configuracoes, chosen per ad, listed on the ad's page and picked in an order.
import { lazy } from 'react'

/**
 * The settings' list and its dialog (a city field, a modal), loaded when /configuracoes shows them:
 * not with the ad's page, which shows only "Onde retirar" (a shared ad's first visit, −35 KB).
 */
export const PickupPointsSettings = lazy(() =>
  import('./PickupPointsSettings').then((m) => ({ default: m.PickupPointsSettings })),
)
export { PickupPointChoice } from './PickupPointChoice'
export { PickupPointsOfAd } from './PickupPointsOfAd'
export { pickupPlaceText, pointTitle } from './schema'
