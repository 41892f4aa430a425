import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(
  () => import('@/features/product').then(async (screen) => (await screen.phoneAdInApp(), screen)),
  'ProductPage',
)

export const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$id',
  loader: screen.loader,
  component: function Product() {
    const { id } = productRoute.useParams()
    return <screen.component key={id} id={id} />
  },
})
