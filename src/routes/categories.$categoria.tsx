import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

const CategoryPage = lazyRouteComponent(() => import('@/features/articles'), 'CategoryPage')

export const categoriaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories/$categoria',
  // Load the screen's code before rendering, so it never suspends mid-render.
  loader: async () => {
    await CategoryPage.preload?.()
  },
  component: function AdCategory() {
    const { categoria } = categoriaRoute.useParams()
    return <CategoryPage category={categoria} />
  },
})
