// What a seller's first screen reads before the offline layer has loaded: never Dexie, as the
// home's (first-screen.ts). The phone's copy (useSeller) then keeps the same answer.
import { isPublicAd } from '@/lib/rules/ad-time'
import { useFirstAnswer } from '@/lib/page-start/use-first-answer'
import { asShownAds } from './ads/newest-ads'
import { firstSeller } from './trust/seller-answer'
import type { ShownSeller } from './trust/types'

/** The seller as the server answers a visitor (undefined until then, with no signal, or when there is none). */
export const useFirstSeller = (username: string, ask: boolean): ShownSeller | undefined =>
  useFirstAnswer(username, ask, async () => {
    const answer = await firstSeller(username)
    if (!answer) return undefined
    const now = Date.now()
    return { profile: { ...answer.profile, cachedAt: now }, ads: asShownAds(answer.ads, now).filter((ad) => isPublicAd(ad, now)) }
  })
