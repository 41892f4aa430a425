import { ActionIcon } from '@mantine/core'
import { IconHeart } from '@tabler/icons-react'
import { HEART_LOOK } from './heart-look'

/**
 * The heart (the favourites' button) of a card drawn before the phone's copy has loaded (the first
 * cards of the home and of Frete Solidário): FavoriteButton's place and look (HEART_LOOK), which
 * replaces it a moment later; it takes no tap meanwhile. Not among the ad cards' shared pieces
 * (features/ads): the pages that never draw it do not load it.
 */
export const heartWhileLoading = (ad: { titulo: string }) => (
  <ActionIcon
    title="Favoritar"
    {...HEART_LOOK}
    variant="light"
    aria-label={`Favoritar ${ad.titulo}`}
    aria-disabled
    data-loading-heart=""
  >
    <IconHeart size={18} aria-hidden />
  </ActionIcon>
)
