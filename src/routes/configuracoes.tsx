import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const configuracoesRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/configuracoes',
  staticData: { accountWidth: 'sm' },
  ...lazyScreen(() => import('@/features/account'), 'SettingsPage'),
})
