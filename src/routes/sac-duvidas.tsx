import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const sacRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sac-duvidas',
  component: lazyRouteComponent(() => import('@/features/institutional'), 'SacPage'),
})
