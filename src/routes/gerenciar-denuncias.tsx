import { createRoute } from '@tanstack/react-router'
import { loadModerationPage } from '@/features/moderation'
import { requireAdmin } from './guards'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

export const gerenciarDenunciasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gerenciar-denuncias',
  beforeLoad: requireAdmin,
  ...lazyScreen(loadModerationPage, 'ModerationPage'),
})
