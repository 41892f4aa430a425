import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

export const minhasViagensRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/minhas-viagens',
  staticData: { accountWidth: 'lg' },
  ...lazyScreen(() => import('@/features/trips').then((m) => m.loadMyTripsPage()), 'MyTripsPage'),
})
