import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/articles'), 'InformativosPage')

const searchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  // No default written into the address: /informativos is page 1 (and is prerendered as such).
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export const informativosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/informativos',
  validateSearch: (search) => v.parse(searchSchema, search),
  loader: screen.loader,
  component: function Informativos() {
    const { search, page } = informativosRoute.useSearch()
    return <screen.component search={search || undefined} page={page ?? 1} />
  },
})
