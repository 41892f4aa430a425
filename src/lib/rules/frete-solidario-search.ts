import * as v from 'valibot'
import { nearSearchSchema } from '../places/near-search-schema'
import { maxPriceSchema } from './max-price'

// /frete-solidario's address as the route reads it and hands it to its screen: one typed object with
// the URL's own (mechanics') words; the screen turns it into the domain's search (AdSearch,
// TripFilter) in one place (features/ad-search/searches.ts).

const uf = v.fallback(v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/))), undefined)

// Ads: ?search=…&category=…&sort=…&max=… (price in reais)&unit=kg&stock=1 ("Só com estoque"); trips: ?tab=viagens&from=UF&to=UF&since=yyyy-mm-dd; both:
// "Perto de mim" as ?near=lat,lng or ?city=Cidade, UF, with &km=.
// Anything unknown falls back to "no filter".
export const freteSolidarioSearchSchema = v.object({
  // Unknown, then text: the router reads ?search=123 (a form sent before the app started) as a number.
  search: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  category: v.fallback(v.optional(v.pipe(v.string(), v.toLowerCase(), v.maxLength(40))), undefined),
  sort: v.fallback(v.optional(v.picklist(['relevancia', 'preco', 'recentes', 'distancia'])), undefined),
  max: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), maxPriceSchema)), undefined),
  // Checked against the units by the screen (lib/rules/units.ts loads with it, not with every page's routes).
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

/** /frete-solidario's search parameters, as read from the address (unknown values already dropped). */
export type FreteSolidarioSearch = v.InferOutput<typeof freteSolidarioSearchSchema>
