import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import { rootRoute } from './__root'

const InformativosPage = lazyRouteComponent(() => import('@/features/articles'), 'InformativosPage')

const searchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  // No default written into the address: /informativos is page 1 (and is prerendered as such).
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export const informativosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/informativos',
  validateSearch: (search) => v.parse(searchSchema, search),
  // Load the screen's code before rendering, so it never suspends mid-render.
  loader: async () => {
    await InformativosPage.preload?.()
  },
  component: function Informativos() {
    const { search, page } = informativosRoute.useSearch()
    return <InformativosPage search={search || undefined} page={page ?? 1} />
  },
})
