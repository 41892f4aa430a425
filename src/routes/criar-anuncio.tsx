import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const criarAnuncioRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/criar-anuncio',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/publish'), 'AdFormPage'),
})
