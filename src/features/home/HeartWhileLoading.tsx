import { ActionIcon } from '@mantine/core'
import { IconHeart } from '@tabler/icons-react'

/**
 * The heart (the favourites' button) of a card drawn before the phone's copy has loaded (the home's first cards): the same
 * place and look as FavoriteButton, which replaces it a moment later; it takes no tap meanwhile.
 */
export const heartWhileLoading = (ad: { titulo: string }) => (
  <ActionIcon
    title="Favoritar"
    variant="light"
    color="red"
    size="lg"
    radius="xl"
    aria-label={`Favoritar ${ad.titulo}`}
    aria-disabled
    data-loading-heart=""
  >
    <IconHeart size={18} aria-hidden />
  </ActionIcon>
)
