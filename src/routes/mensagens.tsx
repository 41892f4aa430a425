import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

export const mensagensRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/mensagens',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/conversations'), 'ConversationsPage'),
})
