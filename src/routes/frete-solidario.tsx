import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { nearSearchSchema } from '@/lib/places/near-search-schema'
import { maxPriceSchema } from '@/lib/max-price'
import { dropEmptyParams } from './drop-empty-params'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/ad-search'), 'FreteSolidarioPage')

const uf = v.fallback(v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/))), undefined)

// Ads: ?search=…&category=…&sort=…&max=… (price in reais)&unit=kg&stock=1 ("Só com estoque"); trips: ?tab=viagens&from=UF&to=UF&since=yyyy-mm-dd; both:
// "Perto de mim" as ?near=lat,lng or ?city=Cidade, UF, with &km=.
// Anything unknown falls back to "no filter".
const searchSchema = v.object({
  // Unknown, then text: the router reads ?search=123 (a form sent before the app started) as a number.
  search: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  category: v.fallback(v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(40))), undefined),
  sort: v.fallback(v.optional(v.picklist(['relevancia', 'preco', 'recentes', 'distancia'])), undefined),
  max: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), maxPriceSchema)), undefined),
  // Checked against the units by the screen (lib/units.ts loads with it, not with every page's routes).
  unit: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(10))), undefined),
  // "1" from a form sent before the app started, true from the app.
  stock: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((s) => s === true || s === 1 || s === '1' || undefined),
      ),
    ),
    undefined,
  ),
  tab: v.fallback(v.optional(v.picklist(['anuncios', 'viagens'])), undefined),
  from: uf,
  to: uf,
  since: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  ...nearSearchSchema,
})

export const freteSolidarioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frete-solidario',
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: dropEmptyParams,
  loader: screen.loader,
  component: function FreteSolidario() {
    const search = freteSolidarioRoute.useSearch()
    return (
      <screen.component
        termo={search.search ?? ''}
        categoria={search.category ?? ''}
        ordem={search.sort}
        precoMax={search.max}
        unidade={search.unit}
        soComEstoque={search.stock}
        tab={search.tab ?? 'anuncios'}
        tripFilter={{ origemUf: search.from, destinoUf: search.to, desde: search.since }}
        near={{ near: search.near, city: search.city, km: search.km }}
      />
    )
  },
})
