import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireAdmin } from './guards'

export const gerenciarUsuariosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gerenciar-usuarios',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('@/features/admin'), 'AdminUsersPage'),
})
