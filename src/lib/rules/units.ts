// The units an ad is sold by (issue 77: the database's enum `unidade_de_venda`) and how pt-BR says
// an amount of each, as the cards and pages show them. The database writes an order's quantity
// with the same words (interno.quantidade_com_unidade); a test holds the two together. What a form
// needs besides (the list, reading a typed amount, a total) is lib/rules/unit-input.ts.
import type { Enums } from '../database.types'
import { formatPrice } from '../formats/format'

export type Unit = Enums<'unidade_de_venda'>

export const WORDS: Record<Unit, { one: string; many: string }> = {
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

/** The unit's name, as a price says it ("R$ 6,00 / maço"). */
export const unitName = (unit: Unit) => WORDS[unit].one

/**
 * "1 kg", "2,5 kg", "3 maços", "1 dúzia": up to 3 decimals, a comma, no trailing zeros, no
 * thousands' dots (as the database writes it; without Intl, as lib/formats/format.ts explains).
 */
export function formatQuantity(quantity: number, unit: Unit): string {
  return `${formatAmount(quantity)} ${quantity === 1 ? WORDS[unit].one : WORDS[unit].many}`
}

/** The number alone, as a form shows it to be changed ("2,5"). */
export function formatAmount(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000).replace('.', ',')
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

/** An ad's unit; ads kept before units existed are sold by the unit. */
export const unitOf = (ad: { unidade?: Unit | null }): Unit => ad.unidade ?? 'unidade'

/** An ad's price with its unit ("R$ 6,00 / kg", "A combinar"). */
export const adPrice = (ad: { preco: number | null; unidade?: Unit | null }) => formatUnitPrice(ad.preco, unitOf(ad))

/** What an ad has left ("10 kg disponíveis", "Esgotado"), or null when its seller keeps no count. */
export const adAvailable = (ad: { quantidade_disponivel?: number | null; unidade?: Unit | null }) =>
  formatAvailable(ad.quantidade_disponivel, unitOf(ad))
