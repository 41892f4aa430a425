import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/articles'), 'CategoryPage')

/** The articles of one category (the specification's path; not an ad category). */
export const articleCategoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories/$categoria',
  loader: screen.loader,
  component: function ArticleCategory() {
    const { categoria } = articleCategoryRoute.useParams()
    return <screen.component category={categoria} />
  },
})
