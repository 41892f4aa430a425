// Frete Solidário trips: offering a trip, reserving space on one, and the split of its cost.
export { MyTripsPage } from './MyTripsPage'
export { OfferTripPage } from './OfferTripPage'
export { TripPage } from './TripPage'
export { TripsLeavingFrom } from './TripsLeavingFrom'
export { TripsTab } from './TripsTab'
