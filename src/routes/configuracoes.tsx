import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

export const configuracoesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/configuracoes',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('@/features/account'), 'SettingsPage'),
})
