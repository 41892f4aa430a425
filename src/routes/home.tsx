import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  ...lazyScreen(() => import('@/features/home'), 'HomePage'),
})
