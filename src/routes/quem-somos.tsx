import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const quemSomosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quem-somos',
  component: lazyRouteComponent(() => import('@/features/institutional'), 'QuemSomosPage'),
})
