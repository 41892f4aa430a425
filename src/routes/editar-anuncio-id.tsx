import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

const screen = lazyScreen(() => import('@/features/publish'), 'AdFormPage')

export const editarAnuncioRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/editar-anuncio/$id',
  staticData: { accountWidth: 'md' },
  loader: screen.loader,
  component: function EditarAnuncio() {
    const { id } = editarAnuncioRoute.useParams()
    return <screen.component key={id} id={id} />
  },
})
