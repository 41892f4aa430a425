import { lazy } from 'react'

// The home's ad blocks read the local database: their code (with Dexie) is not part of the
// prerendered page's start. In the browser it starts loading with the home's code, so it is ready
// by the time the app has attached to the page.
let listings: Promise<typeof import('./HomeListings')> | undefined
const load = () => (listings ??= import('./HomeListings'))
if (typeof window !== 'undefined') void load()

export const FeaturedAds = lazy(() => load().then((m) => ({ default: m.FeaturedAds })))
export const RecentAds = lazy(() => load().then((m) => ({ default: m.RecentAds })))
