import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

const AdFormPage = lazyRouteComponent(() => import('@/features/publish'), 'AdFormPage')

export const criarAnuncioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/criar-anuncio',
  beforeLoad: requireSignedIn,
  loader: async () => {
    await AdFormPage.preload?.()
  },
  component: () => <AdFormPage />,
})
