import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { loadNotificationsPage } from '@/features/notifications'
import { lazyScreen } from './lazy-screen'

export const notificacoesRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/notificacoes',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(loadNotificationsPage, 'NotificationsPage'),
})
