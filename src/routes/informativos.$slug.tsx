import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

const ArticlePage = lazyRouteComponent(() => import('@/features/articles'), 'ArticlePage')

export const artigoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/informativos/$slug',
  // Load the screen's code before rendering, so it never suspends mid-render.
  loader: async () => {
    await ArticlePage.preload?.()
  },
  component: function Artigo() {
    const { slug } = artigoRoute.useParams()
    return <ArticlePage slug={slug} />
  },
})
