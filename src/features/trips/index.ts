// Frete Solidário trips: offering a trip, reserving space on one, and the split of its cost.
export { MyTripsPage } from './MyTripsPage'
export { OfferTripPage } from './OfferTripPage'
/** /viagens/{id}, whose code loads with its route only (a shared trip's first load). */
export const loadTripPage = () => import('./TripPage')
export { TripsLeavingFrom } from './TripsLeavingFrom'
export { TripsTab } from './TripsTab'
