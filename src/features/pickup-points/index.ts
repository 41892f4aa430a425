// A seller's pickup points: kept in /configuracoes, chosen per ad, listed on the ad's page and picked in an order.
export { PickupPointsSettings } from './PickupPointsSettings'
export { PickupPointChoice } from './PickupPointChoice'
export { PickupPointsOfAd } from './PickupPointsOfAd'
export { pickupPlaceText, pointTitle } from './schema'
