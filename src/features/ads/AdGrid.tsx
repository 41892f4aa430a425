import { SimpleGrid } from '@mantine/core'
import { useDeferredValue, type ReactNode } from 'react'
import type { CachedAd } from '@/offline'
import { AdCard } from './AdCard'
import { AdGridSkeleton } from './AdGridSkeleton'
import { AD_GRID_COLS } from './grid-layout'

/**
 * Ads as cards, 1–4 per row by screen width. A new list renders in the background (a deferred
 * value: React yields to the phone between cards) with same-sized placeholders until it is ready.
 */
export function AdGrid({ ads, action, showDay }: { ads: CachedAd[]; action?: (ad: CachedAd) => ReactNode; showDay?: boolean }) {
  const shown = useDeferredValue<CachedAd[] | undefined>(ads, undefined)
  if (!shown) return <AdGridSkeleton count={ads.length} />
  return (
    <SimpleGrid cols={AD_GRID_COLS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((ad, index) => (
        <li key={ad.id}>
          <AdCard ad={ad} action={action?.(ad)} showDay={showDay} priority={index === 0} />
        </li>
      ))}
    </SimpleGrid>
  )
}
