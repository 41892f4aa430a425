import { createRoute } from '@tanstack/react-router'
import { loadRecoverPasswordPage } from '@/features/auth'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(loadRecoverPasswordPage, 'RecoverPasswordPage')

export const recuperarSenhaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recuperar-senha',
  loader: screen.loader,
  component: screen.component,
})
