import { type ReactNode, startTransition, useEffect, useState } from 'react'
import type { CachedAd } from '@/offline'
import { heartWhileLoading } from '@/ui/heart/HeartWhileLoading'

// The hearts of the list's cards: the one that takes no tap until the phone's copy (and the
// favourites with it) has loaded, then the favourites' own. One action for the whole time, so
// that the cards are not drawn again when it comes: only each heart changes.

type Heart = (ad: CachedAd) => ReactNode

let loaded: Heart | undefined
const listeners = new Set<(action: Heart) => void>()

/** PhoneSearch: the favourites' heart is here. */
export function favoritesLoaded(action: Heart): void {
  if (loaded === action) return
  loaded = action
  for (const listener of listeners) listener(action)
}

function ListHeart({ ad }: { ad: CachedAd }) {
  const [action, setAction] = useState(() => loaded)
  useEffect(() => {
    // Every heart of the list changes in the same small steps (a transition), not in one task.
    const change = (next: Heart) => startTransition(() => setAction(() => next))
    listeners.add(change)
    if (loaded) change(loaded)
    return () => {
      listeners.delete(change)
    }
  }, [])
  return action ? action(ad) : heartWhileLoading(ad)
}

export const listHeart = (ad: CachedAd) => <ListHeart ad={ad} />
