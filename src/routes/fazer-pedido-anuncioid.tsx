import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

const screen = lazyScreen(() => import('@/features/conversations'), 'OrderFormPage')

export const fazerPedidoRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/fazer-pedido/$anuncioId',
  staticData: { accountWidth: 'sm' },
  loader: screen.loader,
  component: function FazerPedido() {
    const { anuncioId } = fazerPedidoRoute.useParams()
    return <screen.component key={anuncioId} anuncioId={anuncioId} />
  },
})
