import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import { rootRoute } from './__root'

const InformativosPage = lazyRouteComponent(() => import('@/features/articles'), 'InformativosPage')

const searchSchema = v.object({
  busca: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  // No default written into the address: /informativos is page 1 (and is prerendered as such).
  pagina: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
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
    const { busca, pagina } = informativosRoute.useSearch()
    return <InformativosPage busca={busca || undefined} pagina={pagina ?? 1} />
  },
})
