import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

export const mensagensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mensagens',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('@/features/account'), 'MessagesPage'),
})
