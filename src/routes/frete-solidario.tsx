import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/freight'), 'FreteSolidarioPage')

// ?search=…&category=…&sort=… — anything unknown falls back to "no filter".
const searchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
  category: v.fallback(v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(40))), undefined),
  sort: v.fallback(v.optional(v.picklist(['relevancia', 'preco', 'recentes'])), undefined),
})

export const freteSolidarioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frete-solidario',
  validateSearch: (search) => v.parse(searchSchema, search),
  loader: screen.loader,
  component: function FreteSolidario() {
    const search = freteSolidarioRoute.useSearch()
    return <screen.component termo={search.search ?? ''} categoria={search.category ?? ''} ordem={search.sort ?? 'relevancia'} />
  },
})
