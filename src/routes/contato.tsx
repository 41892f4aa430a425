import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

export const contatoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contato',
  component: lazyRouteComponent(() => import('@/features/contact'), 'ContactPage'),
})
