import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

export const favoritosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/favoritos',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('@/features/favorites'), 'FavoritesPage'),
})
