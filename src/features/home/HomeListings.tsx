import { Button, Group, Stack, Text } from '@mantine/core'
import { useDeferredValue, useMemo } from 'react'
import { AdGrid } from '@/features/ads'
import { favoriteAction } from '@/features/favorites'
import { useLatestAds } from '@/offline'
import { ButtonLink } from '@/ui/links'
import { adCategoryName } from '@/lib/rules/ad-categories'
import { featuredOf, NO_BLOCO, type Aba } from './blocks'
import { NewestAdsMeanwhile } from './NewestAdsMeanwhile'

export { DictationSlot, searchFor } from '@/features/dictation'

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

// Both blocks start with the newest ads: their photos are known before the app loads, and the
// server's answer is drawn while the phone's copy is read (NewestAdsMeanwhile). The ads, once read,
// are deferred values: the cards on screen stay while the phone's render in small steps.

/** The featured ads of a category tab (filtering what is already loaded); at most 6. */
export function FeaturedAds({ aba, onShowAll }: { aba: Aba; onShowAll: () => void }) {
  const ads = useDeferredValue(useLatestAds(60))
  const shown = useMemo(() => featuredOf(ads, aba), [ads, aba])
  if (shown === undefined) return <NewestAdsMeanwhile aba={aba} />
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
  return ads === undefined ? (
    <NewestAdsMeanwhile showDay />
  ) : ads.length === 0 ? (
    <Empty />
  ) : (
    <AdGrid ads={ads} action={favoriteAction} showDay />
  )
}
