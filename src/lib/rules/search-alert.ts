import * as v from 'valibot'
import { AD_CATEGORIES, adCategoryName } from './ad-categories'
import { formatPrice } from '../formats/format'
import { maxPriceSchema } from './max-price'
import { normalizeText } from '../formats/text'
import { formatPoint, inBrazil, RADII, roundPoint, type Near, type NearSearch } from '../places'

// A search alert ("Criar alerta", /alertas): the Frete Solidário search a person keeps — words, a
// category, a place and radius, a maximum price — with the same limits as `alertas_busca`.

/** `lugar` of an alert around the phone's own position (not a chosen city). */
export const MY_LOCATION = 'Minha localização'

export const MAX_ALERTS = 10
export const TOO_MANY_ALERTS = 'Você já tem 10 alertas. Exclua um para criar outro.'
const placeSchema = v.object({
  lugar: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)),
  latitude: v.number(),
  longitude: v.number(),
  km: v.picklist(RADII, 'Escolha um raio da lista.'),
})

/** What "Criar alerta" saves, checked here and by the database alike. */
export const searchAlertSchema = v.pipe(
  v.object({
    termo: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use no máximo 100 caracteres na busca.'))),
    categoria: v.nullable(v.picklist(AD_CATEGORIES, 'Categoria inválida.')),
    lugar: v.nullable(
      v.pipe(
        placeSchema,
        v.check((place) => inBrazil(place), 'Escolha um lugar no Brasil.'),
      ),
    ),
    preco_max: v.nullable(maxPriceSchema),
  }),
  v.check(
    (alert) => Boolean(alert.termo || alert.categoria || alert.lugar || alert.preco_max),
    'Busque uma palavra, escolha uma categoria, um lugar ou um preço para criar um alerta.',
  ),
)

export type SearchAlertInput = v.InferInput<typeof searchAlertSchema>

/** An alert as its row has it (the columns the phone keeps). */
export interface SearchAlertCriteria {
  termo: string | null
  categoria: string | null
  lugar: string | null
  latitude: number | null
  longitude: number | null
  km: number | null
  preco_max: number | null
}

/** The Frete Solidário search on screen, as an alert to save. */
export function alertFromSearch(search: {
  termo: string
  categoria: string
  near: Near | null
  precoMax?: number
}): SearchAlertInput {
  const { near } = search
  return {
    termo: search.termo.trim() || null,
    categoria: (search.categoria || null) as SearchAlertInput['categoria'],
    lugar: near ? { lugar: near.cidade ?? MY_LOCATION, ...roundPoint(near), km: near.km } : null,
    preco_max: search.precoMax ?? null,
  }
}

/** The row's columns of an alert, checked (throws the schema's pt-BR message for a search that is not one). */
export function checkedAlert(input: SearchAlertInput): SearchAlertCriteria {
  const alert = v.parse(searchAlertSchema, input)
  return {
    termo: alert.termo || null,
    categoria: alert.categoria,
    lugar: alert.lugar?.lugar ?? null,
    latitude: alert.lugar?.latitude ?? null,
    longitude: alert.lugar?.longitude ?? null,
    km: alert.lugar?.km ?? null,
    preco_max: alert.preco_max,
  }
}

const normalized = (text: string | null) =>
  normalizeText(text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')

/** Whether two alerts are the same search (the database keeps one: same words, accents and case aside). */
export function sameSearch(a: SearchAlertCriteria, b: SearchAlertCriteria): boolean {
  return (
    normalized(a.termo) === normalized(b.termo) &&
    a.categoria === b.categoria &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    a.km === b.km &&
    a.preco_max === b.preco_max
  )
}

/** "queijo · Comida · até 50 km de Vitória, ES · até R$ 50,00". */
export function alertLabel(alert: SearchAlertCriteria): string {
  return [
    alert.termo,
    alert.categoria && adCategoryName(alert.categoria),
    alert.km && alert.lugar && `até ${alert.km} km de ${alert.lugar === MY_LOCATION ? 'você' : alert.lugar}`,
    alert.preco_max && `até ${formatPrice(alert.preco_max)}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The Frete Solidário search an alert keeps, as the URL carries it. */
export function alertSearch(alert: SearchAlertCriteria): NearSearch & { search?: string; category?: string; max?: number } {
  const place =
    alert.latitude !== null && alert.longitude !== null && alert.km
      ? alert.lugar === MY_LOCATION
        ? { near: formatPoint({ latitude: alert.latitude, longitude: alert.longitude }), km: alert.km }
        : { city: alert.lugar ?? undefined, km: alert.km }
      : {}
  return {
    search: alert.termo ?? undefined,
    category: alert.categoria ?? undefined,
    max: alert.preco_max ?? undefined,
    ...place,
  }
}
