import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const sacRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sac-duvidas',
  ...lazyScreen(() => import('@/features/institutional'), 'SacPage'),
})
