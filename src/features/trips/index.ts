// Frete Solidário trips: offering a trip, reserving space on one, and the split of its cost. Each
// screen's code loads with its route or when shown: a shared trip's page (its first load) brings
// none of the others' (the offer form's combobox, the lists).
export const loadMyTripsPage = () => import('./MyTripsPage')
export const loadOfferTripPage = () => import('./OfferTripPage')
// A trip's page opened in the app waits for its parts that read the phone's copy (phone-trip.ts).
export const loadTripPage = () => import('./TripPage').then(async (page) => (await page.phoneTripInApp(), page))
export const loadTripsLeavingFrom = () => import('./TripsLeavingFrom')
export const loadTripsTab = () => import('./TripsTab')
