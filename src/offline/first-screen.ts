// What a public page's first screen reads before the offline layer has loaded: never Dexie, so
// that a visitor's first load stays small (scripts/check-bundle-size.ts). Screens use the phone's
// copy (index.ts) as soon as it is there.
import { startTransition, useEffect, useState } from 'react'
import { loadPartsNow } from '@/lib/page-start/parts-needed'
import { asShownAds, lastNewestPublicAds, newestPublicAds } from './ads/newest-ads'
import type { CachedAd } from './ads/types'

/**
 * The newest public ads, as the server answered (undefined until it has, or with no signal). Asked
 * after the first render: a prerendered page is attached to as it was rendered, with none.
 */
export function useNewestPublicAds(): CachedAd[] | undefined {
  const [ads, setAds] = useState<CachedAd[] | undefined>(() => {
    const last = lastNewestPublicAds()
    return last && asShownAds(last)
  })
  useEffect(() => {
    let current = true
    void newestPublicAds().then((rows) => {
      // No answer (no signal): the phone's copy is all the home has.
      if (!rows) loadPartsNow()
      else if (current) startTransition(() => setAds(asShownAds(rows)))
    })
    return () => {
      current = false
    }
  }, [])
  return ads
}
