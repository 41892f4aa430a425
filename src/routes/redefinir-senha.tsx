import { createRoute } from '@tanstack/react-router'
import { loadResetPasswordPage } from '@/features/auth'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(loadResetPasswordPage, 'ResetPasswordPage')

export const redefinirSenhaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redefinir-senha',
  loader: screen.loader,
  component: screen.component,
})
