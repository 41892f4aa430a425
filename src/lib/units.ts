// The units an ad is sold by (issue 77: the database's enum `unidade_de_venda`) and how pt-BR says
// an amount of each. The database writes an order's quantity with the same words
// (interno.quantidade_com_unidade); a test holds the two together.
import { Constants, type Enums } from './database.types'
import { formatPrice } from './format'

export type Unit = Enums<'unidade_de_venda'>

/** In the order the form offers them: by the piece, by weight and volume, by the bunch or dozen, by the container. */
export const UNITS: readonly Unit[] = Constants.public.Enums.unidade_de_venda

const WORDS: Record<Unit, { one: string; many: string }> = {
  unidade: { one: 'unidade', many: 'unidades' },
  kg: { one: 'kg', many: 'kg' },
  g: { one: 'g', many: 'g' },
  maco: { one: 'maço', many: 'maços' },
  duzia: { one: 'dúzia', many: 'dúzias' },
  caixa: { one: 'caixa', many: 'caixas' },
  saco: { one: 'saco', many: 'sacos' },
  bandeja: { one: 'bandeja', many: 'bandejas' },
  litro: { one: 'litro', many: 'litros' },
  pe: { one: 'pé', many: 'pés' },
}

/** The most an ad keeps or an order asks, as the database allows. */
export const MAX_QUANTITY = 1_000_000

/** Weight and volume are counted in fractions ("2,5 kg"); the rest in whole pieces. */
export const isFractional = (unit: Unit) => unit === 'kg' || unit === 'g' || unit === 'litro'

/** The unit's name, as a form's list shows it ("maço"). */
export const unitName = (unit: Unit) => WORDS[unit].one

/**
 * "1 kg", "2,5 kg", "3 maços", "1 dúzia": up to 3 decimals, a comma, no trailing zeros, no
 * thousands' dots (as the database writes it; without Intl, as lib/format.ts explains).
 */
export function formatQuantity(quantity: number, unit: Unit): string {
  const number = String(Math.round(quantity * 1000) / 1000).replace('.', ',')
  return `${number} ${quantity === 1 ? WORDS[unit].one : WORDS[unit].many}`
}

/** "R$ 6,00 / kg"; "A combinar" without a price. */
export function formatUnitPrice(preco: number | null | undefined, unit: Unit): string {
  return preco === null || preco === undefined ? formatPrice(preco) : `${formatPrice(preco)} / ${WORDS[unit].one}`
}

/** "12 kg disponíveis", "1 maço disponível", "Esgotado" at 0; null when the seller keeps no count. */
export function formatAvailable(quantity: number | null | undefined, unit: Unit): string | null {
  if (quantity === null || quantity === undefined) return null
  if (quantity === 0) return 'Esgotado'
  return `${formatQuantity(quantity, unit)} ${quantity === 1 ? 'disponível' : 'disponíveis'}`
}

/** Sold out: the seller keeps a count and it reached 0 (no order is taken). */
export const isSoldOut = (ad: { quantidade_disponivel?: number | null }) => ad.quantidade_disponivel === 0

/**
 * An amount typed the pt-BR way ("2,5", "10", "1.5"), or why it cannot be: whole pieces for the
 * units that are not weight or volume, at most 3 decimals, more than 0 (0 allowed for a stock).
 */
export function parseQuantity(typed: string, unit: Unit, { zero = false } = {}): number | string {
  const text = typed.trim().replace(',', '.')
  if (!/^\d{1,7}(\.\d{1,3})?$/.test(text)) return 'Informe a quantidade em números, como 10 ou 2,5.'
  const quantity = Number(text)
  if (!isFractional(unit) && !Number.isInteger(quantity)) return `Informe um número inteiro de ${WORDS[unit].many}.`
  if (quantity > MAX_QUANTITY) return 'A quantidade pode ser de até 1.000.000.'
  if (quantity === 0 && !zero) return 'Informe uma quantidade maior que zero.'
  return quantity
}
