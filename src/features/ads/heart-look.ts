import type { ActionIconProps } from '@mantine/core'

/**
 * How the favourites' heart is drawn on a card: FavoriteButton (features/favorites) and the home's
 * first cards before the phone's copy has loaded (features/home) — one look, so nothing moves when
 * one replaces the other. (Its size can be larger on an ad's page.)
 */
export const HEART_LOOK = { color: 'red', size: 'lg', radius: 'xl' } satisfies ActionIconProps
