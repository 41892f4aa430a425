import { roundPoint, type Near } from '@/lib/places/near'
import { keptUntilTaken } from '@/lib/page-start/kept-until-taken'
import { publicRest, type RestReader } from '@/lib/server/rest-reader'
import type { Unit } from '@/lib/rules/units'
import { AD_COLUMNS, type AdRow } from './types'

// The Frete Solidário search as the server answers it, without the phone's database: the list
// draws a search's first page while the offline layer (Dexie) loads after the page has started,
// and that layer then takes the very same answer (use-ad-search.ts) rather than asking twice. On a
// prerendered page it is the boot script's answer (lib/page-start/prefetch.ts).

/** The ads a list page asks the server for at a time. */
export const PAGE_SIZE = 20

export interface ServerSearch {
  termo?: string
  categoria?: string
  ordem: string
  /** Only ads within `km` of the point, through buscar_anuncios_perto. */
  perto?: Pick<Near, 'latitude' | 'longitude' | 'km'>
  /** Only ads with a price, at most this one. */
  precoMax?: number
  /** Only ads sold by this unit (a price sort compares within one unit). */
  unidade?: Unit
  /** "Só com estoque": no sold-out ad. */
  soComEstoque?: boolean
  limite: number
  deslocamento: number
}

/** One page of the server's indexed search (by distance when a place is given). */
export const searchQuery = (reader: RestReader, busca: ServerSearch) =>
  busca.perto
    ? reader
        .rpc('buscar_anuncios_perto', {
          // Rounded to about 1 km: the person's exact position never leaves the phone.
          ...roundPoint(busca.perto),
          km: busca.perto.km,
          termo: busca.termo || undefined,
          categoria: busca.categoria || undefined,
          ordem: busca.ordem === 'preco' || busca.ordem === 'recentes' ? busca.ordem : 'distancia',
          limite: busca.limite,
          deslocamento: busca.deslocamento,
          preco_max: busca.precoMax,
          unidade: busca.unidade,
          so_com_estoque: busca.soComEstoque || undefined,
        })
        .select(AD_COLUMNS)
    : reader
        .rpc('buscar_anuncios', {
          termo: busca.termo || undefined,
          categoria: busca.categoria || undefined,
          ordem: busca.ordem,
          limite: busca.limite,
          deslocamento: busca.deslocamento,
          preco_max: busca.precoMax,
          unidade: busca.unidade,
          so_com_estoque: busca.soComEstoque || undefined,
        })
        .select(AD_COLUMNS)

/** A search, without its page: what the list's screen asks for. */
export type SearchTerms = Omit<ServerSearch, 'limite' | 'deslocamento'>

/** One search's name, the same for every screen and hook that asks for it (a page's own fields aside). */
export const searchKey = ({ termo, categoria, ordem, perto, precoMax, unidade, soComEstoque }: SearchTerms): string =>
  JSON.stringify([
    termo ?? '',
    categoria ?? '',
    ordem,
    perto ? [perto.latitude, perto.longitude, perto.km] : null,
    precoMax ?? null,
    unidade ?? null,
    Boolean(soComEstoque),
  ])

const firstPages = keptUntilTaken(searchKey, (terms: SearchTerms) =>
  Promise.resolve(searchQuery(publicRest, { ...terms, limite: PAGE_SIZE, deslocamento: 0 })).then(
    ({ data, error }): AdRow[] | undefined => (error || !data ? undefined : data),
    () => undefined,
  ),
)

/** A search's first page from the server (undefined with no signal or on an error), asked once until taken. */
export const firstSearchPage = firstPages.first

/** The answer firstSearchPage got for these terms, once: later asks go to the server again. */
export const takeFirstSearchPage = firstPages.take

/** As on a page just opened: nothing asked yet (each test starts so). */
export const forgetFirstSearchPages = firstPages.forget
