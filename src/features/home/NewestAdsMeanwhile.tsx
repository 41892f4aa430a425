import { useMemo } from 'react'
import { AdGrid, AdGridSkeleton } from '@/features/ads'
import { heartWhileLoading } from '@/ui/heart/HeartWhileLoading'
import { useHydrated } from '@/lib/page-start/hydration'
import { useNewestPublicAds } from '@/offline/first-screen'
import { featuredOf, NO_BLOCO, type Aba } from './blocks'

/**
 * A block's cards while the phone's copy (Dexie, loaded once the page has started) is on its way:
 * the newest ads as the server answered the boot script, or, before that answer, the loading cards
 * whose photos the boot script filled. The block's own cards then take their place, the same size.
 */
export function NewestAdsMeanwhile({ aba = 'todos', showDay = false }: { aba?: Aba; showDay?: boolean }) {
  const ads = useNewestPublicAds()
  // A block attached later (below a Suspense boundary) renders as it was prerendered, even when the
  // answer has arrived meanwhile.
  const hydrated = useHydrated()
  const shown = useMemo(() => featuredOf(ads, aba), [ads, aba])
  if (!hydrated || !shown?.length) return <AdGridSkeleton count={NO_BLOCO} bootPhotos={aba === 'todos'} />
  return <AdGrid ads={shown} action={heartWhileLoading} showDay={showDay} />
}
