import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

// Both imports dynamic: the sellers' index (links used by ad pages) stays out of the first load.
const screen = lazyScreen(
  () => import('@/features/sellers').then((m) => m.loadSellerPage()).then(async (page) => (await page.phoneSellerInApp(), page)),
  'SellerPage',
)

export const sellerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vendedor/$username',
  loader: screen.loader,
  component: function Seller() {
    const { username } = sellerRoute.useParams()
    return <screen.component key={username} username={username} />
  },
})
