import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './__root'

const TagPage = lazyRouteComponent(() => import('@/features/articles'), 'TagPage')

export const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tags/$tag',
  // Load the screen's code before rendering, so it never suspends mid-render.
  loader: async () => {
    await TagPage.preload?.()
  },
  component: function TagRoute() {
    const { tag } = tagRoute.useParams()
    return <TagPage tag={tag} />
  },
})
