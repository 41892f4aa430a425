import { SimpleGrid } from '@mantine/core'
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import type { CachedAd } from '@/offline'
import { AdCard } from './AdCard'
import { AdCardSkeleton, AdGridSkeleton } from './AdGridSkeleton'
import { AD_GRID_COLS } from './grid-layout'

/** Cards added to the screen per step: a slow phone commits a few at a time, never twenty at once. */
const STEP = 6

/**
 * Ads as cards, 1–4 per row by screen width. A new list renders in the background (a deferred
 * value) and a few cards per step, with same-sized placeholders until each is ready.
 */
export function AdGrid({ ads, action, showDay }: { ads: CachedAd[]; action?: (ad: CachedAd) => ReactNode; showDay?: boolean }) {
  const shown = useDeferredValue<CachedAd[] | undefined>(ads, undefined)
  const [count, setCount] = useState(STEP)
  const total = shown?.length ?? 0
  useEffect(() => {
    if (count >= total) return
    const next = setTimeout(() => startTransition(() => setCount((n) => n + STEP)), 0)
    return () => clearTimeout(next)
  }, [count, total])

  if (!shown) return <AdGridSkeleton count={ads.length} />
  return (
    <SimpleGrid cols={AD_GRID_COLS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((ad, index) => (
        <li key={ad.id}>
          {index < count ? <AdCard ad={ad} action={action?.(ad)} showDay={showDay} priority={index === 0} /> : <AdCardSkeleton />}
        </li>
      ))}
    </SimpleGrid>
  )
}
