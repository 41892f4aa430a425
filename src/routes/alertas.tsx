import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

export const alertasRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/alertas',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/alerts').then((m) => m.loadAlertsPage()), 'AlertsPage'),
})
