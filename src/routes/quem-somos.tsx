import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const quemSomosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quem-somos',
  ...lazyScreen(() => import('@/features/institutional'), 'QuemSomosPage'),
})
