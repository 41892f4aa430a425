import { Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { AdGrid } from '@/features/ads'
import { CommentsSection } from '@/features/comments'
import { PickupPointsOfAd } from '@/features/pickup-points'
import { ReportAd } from '@/features/reports'
import { SellerSales } from '@/features/sellers'
import { useRelatedAds, type CachedAd } from '@/offline'
import { LocationMap } from './LocationMap'
import { Specifications } from './Specifications'

// Trips come with their own code; an ad's page does not wait for it.
const TripsLeavingFrom = lazy(() =>
  import('@/features/trips').then((m) => m.loadTripsLeavingFrom()).then((m) => ({ default: m.TripsLeavingFrom })),
)

function Related({ ad }: { ad: CachedAd }) {
  const related = useRelatedAds(ad)
  if (!related?.length) return null
  return (
    <section aria-labelledby="relacionados">
      <Title order={2} id="relacionados" mb="sm">
        Anúncios relacionados
      </Title>
      <AdGrid ads={related} />
    </section>
  )
}

/** The lower part of an ad's page: specifications, map, "Denunciar anúncio", where to pick up, trips leaving from the ad's city, related ads and comments. */
export default function AdDetails({ ad }: { ad: CachedAd }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
        <Specifications ad={ad} />
        <LocationMap ad={ad} />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <SellerSales sellerId={ad.user_id} compact />
        <ReportAd ad={ad} />
      </Group>
      <Stack gap="xl" mt="xl">
        <PickupPointsOfAd sellerId={ad.user_id} ids={ad.pontos_de_retirada ?? []} />
        <Suspense fallback={null}>
          <TripsLeavingFrom cidade={ad.cidade} uf={ad.uf} />
        </Suspense>
        <Related ad={ad} />
        <CommentsSection anuncioId={ad.id} donoId={ad.user_id} />
      </Stack>
    </>
  )
}
