import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import { rootRoute } from './__root'

const InformativosPage = lazyRouteComponent(() => import('@/features/articles'), 'InformativosPage')

const searchSchema = v.object({
  busca: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  pagina: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
})

export const informativosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/informativos',
  validateSearch: (search) => v.parse(searchSchema, search),
  // Load the screen's code before rendering, so it never suspends mid-render.
  loader: () => InformativosPage.preload?.(),
  component: function Informativos() {
    const { busca, pagina } = informativosRoute.useSearch()
    return <InformativosPage busca={busca || undefined} pagina={pagina} />
  },
})
