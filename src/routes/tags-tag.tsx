import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/articles'), 'TagPage')

export const articleTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags/$tag',
  loader: screen.loader,
  component: function ArticleTag() {
    const { tag } = articleTagRoute.useParams()
    return <screen.component tag={tag} />
  },
})
