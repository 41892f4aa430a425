import * as v from 'valibot'

// "Preço até" on the Frete Solidário search and a search alert's maximum, as `alertas_busca` limits it.

export const MAX_PRICE = 10_000_000

/** The highest price a search keeps ("Até R$ …"), as the URL's ?max= and the alert's `preco_max`. */
export const maxPriceSchema = v.pipe(
  v.number('Digite um preço válido.'),
  v.minValue(0.01, 'Digite um preço maior que zero.'),
  v.maxValue(MAX_PRICE, 'O preço máximo é R$ 10.000.000,00.'),
)
