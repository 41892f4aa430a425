import { lazy } from 'react'
import { loadedAfterAttach } from '@/lib/page-start/after-attach'

// The home's ad blocks read the local database: their code (with Dexie) is not part of the
// prerendered page's start. It loads once the app has attached to the page (HomePage's
// PhoneData), while the server's newest ads hold their place.
const listings = loadedAfterAttach(() => import('./HomeListings'))

export const FeaturedAds = lazy(() => listings.get().then((m) => ({ default: m.FeaturedAds })))
export const RecentAds = lazy(() => listings.get().then((m) => ({ default: m.RecentAds })))

/** Whether the blocks' code is here (it starts loading once the app has attached). */
export const useListingsLoaded = listings.useLoaded

/** The same code, with the search box's microphone (it comes with the blocks, after the page has attached). */
export const useLaterParts = listings.useCode
