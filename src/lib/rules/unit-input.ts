// The units as a form takes them (issue 77): the list in the form's order, an amount typed the pt-BR
// way, and what an order comes to. Apart from lib/rules/units.ts, so the cards and pages that only show
// a price per unit do not load it.
import { Constants } from '../database.types'
import { formatPrice } from '../formats/format'
import { formatQuantity, WORDS, type Unit } from './units'

export { formatAmount } from './units'

/** In the order the form offers them: by the piece, by weight and volume, by the bunch or dozen, by the container. */
export const UNITS: readonly Unit[] = Constants.public.Enums.unidade_de_venda

/** The most an ad keeps or an order asks, as the database allows. */
export const MAX_QUANTITY = 1_000_000

/** Weight and volume are counted in fractions ("2,5 kg"); the rest in whole pieces. */
export const isFractional = (unit: Unit) => unit === 'kg' || unit === 'g' || unit === 'litro'

const CHOICES: Record<Unit, string> = {
  unidade: 'Unidade',
  kg: 'Quilo (kg)',
  g: 'Grama (g)',
  maco: 'Maço',
  duzia: 'Dúzia',
  caixa: 'Caixa',
  saco: 'Saco',
  bandeja: 'Bandeja',
  litro: 'Litro',
  pe: 'Pé (planta, cabeça)',
}

/** The units as a form's list offers them. */
export const UNIT_CHOICES = UNITS.map((value) => ({ value, label: CHOICES[value] }))

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

/** What an order comes to at the ad's price, in cents' precision; null without a price. */
export const orderTotal = (quantity: number, preco: number | null | undefined) =>
  preco === null || preco === undefined ? null : Math.round(quantity * preco * 100) / 100

/** "4 kg × R$ 6,00 = R$ 24,00"; null without a price ("A combinar"). */
export function orderTotalText(quantity: number, preco: number | null | undefined, unit: Unit): string | null {
  const total = orderTotal(quantity, preco)
  return total === null ? null : `${formatQuantity(quantity, unit)} × ${formatPrice(preco!)} = ${formatPrice(total)}`
}
