import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

export const oferecerViagemRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/oferecer-viagem',
  staticData: { accountWidth: 'md' },
  ...lazyScreen(() => import('@/features/trips').then((m) => m.loadOfferTripPage()), 'OfferTripPage'),
})
