import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/sellers'), 'SellerPage')

export const sellerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vendedor/$username',
  loader: screen.loader,
  component: function Seller() {
    const { username } = sellerRoute.useParams()
    return <screen.component key={username} username={username} />
  },
})
