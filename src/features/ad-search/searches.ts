import type { FreteSolidarioSearch } from '@/lib/rules/frete-solidario-search'
import type { Near } from '@/lib/places'
import { UNITS } from '@/lib/rules/unit-input'
import type { AdSearch, TripFilter } from '@/offline'

// The one hop from the address's words (?search, ?sort, ?from…) to the domain's searches the phone's
// copy and the server answer (AdSearch, TripFilter: docs/glossary.md).

export type Ordem = AdSearch['ordem']

/** The order actually used: the URL's when it fits (no "Mais perto" without a place), else the default. */
function effectiveOrder(ordem: Ordem | undefined, near: Near | null): Ordem {
  if (near) return ordem === 'preco' || ordem === 'recentes' ? ordem : 'distancia'
  return ordem && ordem !== 'distancia' ? ordem : 'relevancia'
}

/** The ads' search the address asks for, with the place it names once known. */
export function adSearchOf(search: FreteSolidarioSearch, near: Near | null): AdSearch {
  return {
    termo: search.search ?? '',
    categoria: search.category ?? '',
    ordem: effectiveOrder(search.sort, near),
    perto: near ?? undefined,
    precoMax: search.max,
    // A unit this version of the app does not know is no filter.
    unidade: UNITS.find((unit) => unit === search.unit),
    soComEstoque: search.stock,
  }
}

/** The trips' filter the address asks for, with the place it names once known. */
export function tripFilterOf(search: FreteSolidarioSearch, near: Near | null): TripFilter {
  return { origemUf: search.from, destinoUf: search.to, desde: search.since, perto: near ?? undefined }
}
