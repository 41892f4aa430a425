import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import * as v from 'valibot'

// A city as the forms take it: chosen from the list as "Cidade, UF" (an ad's place, a trip's stop,
// a pickup point's city), and split into the two columns the database keeps.

const UFS = new Set(getStates().map((s) => s.code as string))

export const cityField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Informe a cidade'),
  v.regex(/^[^,]{2,80},\s*[A-Za-z]{2}$/, 'Escolha a cidade na lista (Cidade, UF)'),
  v.check((t) => UFS.has(t.slice(-2).toUpperCase()), 'Estado (UF) inválido'),
)

/** "Santa Maria de Jetibá, es" → { cidade: 'Santa Maria de Jetibá', uf: 'ES' } (a checked `cityField`). */
export function splitCity(text: string): { cidade: string; uf: string } {
  const [cidade, uf] = text.split(/,\s*(?=[A-Za-z]{2}$)/)
  return { cidade: cidade.trim(), uf: uf.toUpperCase() }
}
