import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const favoritosRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/favoritos',
  staticData: { accountWidth: 'lg' },
  ...lazyScreen(() => import('@/features/favorites'), 'FavoritesPage'),
})
