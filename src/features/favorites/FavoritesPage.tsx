import { Stack, Text, Title } from '@mantine/core'
import { IconHeart } from '@tabler/icons-react'
import { AdGrid } from '@/features/ads'
import { useSession } from '@/lib/server/session'
import { useFavoriteAds } from '@/offline'
import { LoadingState } from '@/ui/LoadingState'
import { ButtonLink } from '@/ui/links'
import { favoriteAction } from './FavoriteButton'

/** /favoritos: the ads the person marked, kept on the phone (offline too). */
export function FavoritesPage() {
  const { user } = useSession()
  const ads = useFavoriteAds(user?.id)
  return (
    <>
      <Title order={1} mb="lg">
        Favoritos{ads?.length ? ` (${ads.length})` : ''}
      </Title>
      {ads === undefined ? (
        <LoadingState text="Carregando anúncios..." />
      ) : ads.length === 0 ? (
        <Stack align="center" py={48} c="gray.7" ta="center">
          <IconHeart size={48} stroke={1.4} aria-hidden />
          <Text fz="lg">Você ainda não tem anúncios favoritos</Text>
          <ButtonLink to="/frete-solidario" variant="light">
            Ver anúncios
          </ButtonLink>
        </Stack>
      ) : (
        <AdGrid ads={ads} action={favoriteAction} />
      )}
    </>
  )
}
