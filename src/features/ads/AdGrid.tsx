import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CachedAd } from '@/offline'
import { AdCard } from './AdCard'

/** Ads as cards, 1–4 per row by screen width. */
export function AdGrid({ ads, action, showDay }: { ads: CachedAd[]; action?: (ad: CachedAd) => ReactNode; showDay?: boolean }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ads.map((ad) => (
        <li key={ad.id}>
          <AdCard ad={ad} action={action?.(ad)} showDay={showDay} />
        </li>
      ))}
    </SimpleGrid>
  )
}
