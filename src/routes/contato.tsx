import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const contatoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contato',
  ...lazyScreen(() => import('@/features/contact'), 'ContactPage'),
})
