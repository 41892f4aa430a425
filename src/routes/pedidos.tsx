import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

export const pedidosRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/pedidos',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/conversations'), 'OrdersPage'),
})
