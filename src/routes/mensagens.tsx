import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const mensagensRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/mensagens',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/account'), 'MessagesPage'),
})
