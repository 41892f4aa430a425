import { lazy } from 'react'

// The home's ad blocks read the local database: they load right after the first paint, so Dexie
// stays out of the first load of `/`.
export const FeaturedAds = lazy(() => import('./HomeListings').then((m) => ({ default: m.FeaturedAds })))
export const RecentAds = lazy(() => import('./HomeListings').then((m) => ({ default: m.RecentAds })))
