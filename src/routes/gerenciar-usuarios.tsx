import { createRoute } from '@tanstack/react-router'
import { requireAdmin } from './guards'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const gerenciarUsuariosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gerenciar-usuarios',
  beforeLoad: requireAdmin,
  ...lazyScreen(() => import('@/features/admin'), 'AdminUsersPage'),
})
