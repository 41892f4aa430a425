import * as v from 'valibot'
import { formatCentsInput, parsePrice } from '../formats/format'

// The value an order is paid with, stated by the seller when accepting it. The same rule as the
// database's interno.valor_pelo_anuncio suggests it: the number the quantity starts with ("3",
// "2,5 kg", "10 potes") times the ad's price; nothing when the ad has no price.

const LEADING_NUMBER = /^\s*(\d{1,6}(?:[.,]\d{1,3})?)(?:\s|$)/

export const MAX_ORDER_VALUE = 1_000_000

/** The value the ad's price and the quantity (in the ad's unit, or an older order's text) give, in reais, or null. */
export function suggestedOrderValue(preco: number | null | undefined, quantidade: number | string): number | null {
  const count = typeof quantidade === 'number' ? String(quantidade) : LEADING_NUMBER.exec(quantidade)?.[1]
  if (!preco || preco <= 0 || count === undefined) return null
  return Math.round(preco * Number(count.replace(',', '.')) * 100) / 100
}

/** The suggestion as the form's text ("R$ 45,00"), or empty. */
export function suggestedOrderValueText(preco: number | null | undefined, quantidade: number | string): string {
  const value = suggestedOrderValue(preco, quantidade)
  return value === null ? '' : formatCentsInput(String(Math.round(value * 100)))
}

/** The value to pay, in reais: the rule the form and the phone's record of the order both apply. */
export const valorAPagar = v.pipe(
  v.number('Informe o valor a pagar'),
  v.minValue(0.01, 'O valor a pagar deve ser maior que zero'),
  v.maxValue(MAX_ORDER_VALUE, 'O valor a pagar deve ser no máximo R$ 1.000.000,00'),
)

/** "Aceitar pedido": the value typed as BRL ("R$ 45,00"). */
export const valorAPagarSchema = v.object({
  valor: v.pipe(v.string(), v.transform(parsePrice), v.nonNullable(valorAPagar, 'Informe o valor a pagar')),
})

export type ValorAPagarForm = v.InferInput<typeof valorAPagarSchema>
