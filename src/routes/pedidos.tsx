import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

export const pedidosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pedidos',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('@/features/account'), 'OrdersPage'),
})
