import { Button, Group, Stack, Text } from '@mantine/core'
import { useDeferredValue, useMemo } from 'react'
import { AdGrid, AdGridSkeleton } from '@/features/ads'
import { favoriteAction } from '@/features/favorites'
import { useLatestAds } from '@/offline'
import { ButtonLink } from '@/ui/links'
import { adCategoryName } from '@/lib/ad-categories'
import { NO_BLOCO, type Aba } from './blocks'

function Empty() {
  return (
    <Stack align="center" py="xl" ta="center">
      <Text fz="lg">Ainda não há anúncios publicados.</Text>
      <Group>
        <ButtonLink to="/criar-anuncio" color="colheita.7">
          Criar Anúncio
        </ButtonLink>
        <ButtonLink to="/criar-anuncio" variant="light">
          Seja o primeiro a anunciar!
        </ButtonLink>
      </Group>
    </Stack>
  )
}

// Both blocks start with the newest ads: their photos are known before the app loads. The ads,
// once read, are deferred values: the loading cards stay while the real ones render in small steps.
const Loading = ({ bootPhotos = true }: { bootPhotos?: boolean }) => <AdGridSkeleton count={NO_BLOCO} bootPhotos={bootPhotos} />

/** The featured ads of a category tab (filtering what is already loaded); at most 6. */
export function FeaturedAds({ aba, onShowAll }: { aba: Aba; onShowAll: () => void }) {
  const ads = useDeferredValue(useLatestAds(60))
  const shown = useMemo(() => ads?.filter((ad) => aba === 'todos' || ad.categoria === aba).slice(0, NO_BLOCO), [ads, aba])
  if (shown === undefined) return <Loading bootPhotos={aba === 'todos'} />
  if (ads?.length === 0) return <Empty />
  if (shown.length === 0) {
    return (
      <Stack align="center" py="lg">
        <Text>Nenhum anúncio na categoria "{adCategoryName(aba)}"</Text>
        <Button variant="subtle" onClick={onShowAll}>
          Ver todos
        </Button>
      </Stack>
    )
  }
  return <AdGrid ads={shown} action={favoriteAction} />
}

/** The 6 newest ads, labelled "Hoje", "Ontem", "N dias atrás". */
export function RecentAds() {
  const ads = useDeferredValue(useLatestAds(NO_BLOCO))
  return ads === undefined ? <Loading /> : ads.length === 0 ? <Empty /> : <AdGrid ads={ads} action={favoriteAction} showDay />
}
