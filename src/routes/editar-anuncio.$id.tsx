import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'
import { requireSignedIn } from './guards'

const AdFormPage = lazyRouteComponent(() => import('@/features/publish'), 'AdFormPage')

export const editarAnuncioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/editar-anuncio/$id',
  beforeLoad: requireSignedIn,
  loader: async () => {
    await AdFormPage.preload?.()
  },
  component: function EditarAnuncio() {
    const { id } = editarAnuncioRoute.useParams()
    return <AdFormPage key={id} id={id} />
  },
})
