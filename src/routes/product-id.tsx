import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(
  () => import('@/features/ad-page').then(async (screen) => (await screen.phoneAdInApp(), screen)),
  'AdPage',
)

export const adRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$id',
  loader: screen.loader,
  component: function Product() {
    const { id } = adRoute.useParams()
    return <screen.component key={id} id={id} />
  },
})
