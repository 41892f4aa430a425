// What an ad's first screen reads before the offline layer has loaded: never Dexie, as the home's
// (first-screen.ts). The phone's copy (useAd) then keeps the same answer.
import { startTransition, useEffect, useState } from 'react'
import { firstAd } from './ads/ad-answer'
import { asShownAds } from './ads/newest-ads'
import type { CachedAd } from './ads/types'

/**
 * The ad as the server answers a visitor: undefined until it has, and with no signal or when a
 * visitor may not see it (the phone's copy answers then). Asked after the first render, as the
 * home's ads, and only while `ask`.
 */
export function useFirstAd(id: string, ask: boolean): CachedAd | undefined {
  const [answer, setAnswer] = useState<{ id: string; ad: CachedAd | undefined }>()
  useEffect(() => {
    if (!ask) return
    let current = true
    void firstAd(id).then((row) => {
      if (current && row) startTransition(() => setAnswer({ id, ad: asShownAds([row])[0] }))
    })
    return () => {
      current = false
    }
  }, [id, ask])
  return answer?.id === id ? answer.ad : undefined
}
