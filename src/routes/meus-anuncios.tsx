import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { accountLayoutRoute } from './account-layout'

export const meusAnunciosRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/meus-anuncios',
  staticData: { accountWidth: 'lg' },
  ...lazyScreen(() => import('@/features/my-ads'), 'MyAdsPage'),
})
