import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

const ProductPage = lazyRouteComponent(() => import('@/features/product'), 'ProductPage')

export const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$id',
  loader: async () => {
    await ProductPage.preload?.()
  },
  component: function Product() {
    const { id } = productRoute.useParams()
    return <ProductPage key={id} id={id} />
  },
})
