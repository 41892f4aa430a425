import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const pedidosRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/pedidos',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/account'), 'OrdersPage'),
})
