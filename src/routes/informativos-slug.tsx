import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/articles'), 'ArticlePage')

export const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/informativos/$slug',
  loader: screen.loader,
  component: function Article() {
    const { slug } = articleRoute.useParams()
    return <screen.component slug={slug} />
  },
})
