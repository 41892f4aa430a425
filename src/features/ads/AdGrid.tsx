import { SimpleGrid } from '@mantine/core'
import { memo, startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import type { CachedAd } from '@/offline'
import { AdCard } from './AdCard'
import { AdCardSkeleton } from './AdGridSkeleton'
import { AD_GRID_COLS, FIRST_SCREEN_CARDS } from './grid-layout'
import classes from './AdGrid.module.css'

/** Cards added to the screen per step: a slow phone commits a few at a time, never twenty at once. */
const STEP = 6

/**
 * Ads as cards, 1–4 per row by screen width, a few cards per step with same-sized placeholders
 * until each is ready. A list that replaces another renders in the background (a deferred value);
 * the same list (the same array, `action` and `distance`) is not drawn again when its screen is.
 */
export const AdGrid = memo(function AdGrid({
  ads,
  action,
  showDay,
  distance,
}: {
  ads: CachedAd[]
  action?: (ad: CachedAd) => ReactNode
  showDay?: boolean
  /** How far each ad is ("a 12 km"), when the list is around a place. */
  distance?: (ad: CachedAd) => string | undefined
}) {
  const shown = useDeferredValue(ads)
  const [count, setCount] = useState(STEP)
  const total = shown.length
  useEffect(() => {
    if (count >= total) return
    const next = setTimeout(() => startTransition(() => setCount((n) => n + STEP)), 0)
    return () => clearTimeout(next)
  }, [count, total])

  return (
    <SimpleGrid cols={AD_GRID_COLS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((ad, index) => (
        <li key={ad.id} className={index >= FIRST_SCREEN_CARDS ? classes.later : undefined}>
          {index < count ? (
            <AdCard ad={ad} action={action?.(ad)} showDay={showDay} distance={distance?.(ad)} priority={index === 0} />
          ) : (
            <AdCardSkeleton />
          )}
        </li>
      ))}
    </SimpleGrid>
  )
})
