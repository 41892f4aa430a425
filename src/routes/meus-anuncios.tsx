import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

export const meusAnunciosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/meus-anuncios',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('@/features/my-ads'), 'MyAdsPage'),
})
