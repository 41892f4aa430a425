// What an ad's first screen reads before the offline layer has loaded: never Dexie, as the home's
// (first-screen.ts). The phone's copy (useAd) then keeps the same answer.
import { useFirstAnswer } from '@/lib/page-start/use-first-answer'
import { firstAd } from './ads/ad-answer'
import { asShownAds } from './ads/newest-ads'
import type { CachedAd } from './ads/types'

/** The ad as the server answers a visitor (undefined until then, with no signal, or when a visitor may not see it). */
export const useFirstAd = (id: string, ask: boolean): CachedAd | undefined =>
  useFirstAnswer(id, ask, async () => {
    const row = await firstAd(id)
    return row ? asShownAds([row])[0] : undefined
  })
