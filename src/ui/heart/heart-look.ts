import type { ActionIconProps } from '@mantine/core'

/**
 * How the favourites' heart is drawn on a card: FavoriteButton (features/favorites) and the first
 * cards of the home and of Frete Solidário before the phone's copy has loaded (HeartWhileLoading) —
 * one look, so nothing moves when one replaces the other. (Its size can be larger on an ad's page.)
 */
export const HEART_LOOK = { color: 'red', size: 'lg', radius: 'xl' } satisfies ActionIconProps
