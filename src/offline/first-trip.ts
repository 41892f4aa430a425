// What a trip's first screen reads before the offline layer has loaded: never Dexie, as the home's
// (first-screen.ts). The phone's copy (useTrip) then keeps the same answer.
import { useFirstAnswer } from '@/lib/page-start/use-first-answer'
import { firstTrip, toCachedTrip } from './trips/trip-answer'
import type { CachedTrip } from './trips/types'

/** The trip as the server answers a visitor (undefined until then, with no signal, or when a visitor may not see it). */
export const useFirstTrip = (id: string, ask: boolean): CachedTrip | undefined =>
  useFirstAnswer(id, ask, async () => {
    const row = await firstTrip(id)
    return (row && toCachedTrip(row, Date.now())) ?? undefined
  })
