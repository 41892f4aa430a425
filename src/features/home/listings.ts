import { lazy, startTransition, useEffect, useState } from 'react'

// The home's ad blocks read the local database: their code (with Dexie) is not part of the
// prerendered page's start. It loads when the blocks first render, once the app has attached to the
// page (HomePage's PhoneData), while the server's newest ads hold their place.
let listings: Promise<typeof import('./HomeListings')> | undefined
const load = () => (listings ??= import('./HomeListings'))

export const FeaturedAds = lazy(() => load().then((m) => ({ default: m.FeaturedAds })))
export const RecentAds = lazy(() => load().then((m) => ({ default: m.RecentAds })))

/** Whether the blocks' code is here; it starts loading when `start` is (the app has attached). */
export function useListingsLoaded(start: boolean): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (start) void load().then(() => startTransition(() => setLoaded(true)))
  }, [start])
  return loaded
}
