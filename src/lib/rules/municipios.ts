import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities'
import { normalizeText } from '../formats/text'

// The IBGE municipality list (5,570 cities, ~50 KB gzip) for the offline city autocomplete.
// Import this module dynamically: it is loaded when a form needs it, then precached.

export interface Municipio {
  label: string
  busca: string
}

let all: Municipio[] | null = null

function municipios(): Municipio[] {
  all ??= getMunicipalities().map((m) => ({ label: `${m.name}, ${m.stateCode}`, busca: normalizeText(m.name) }))
  return all
}

/** Up to `limit` "Cidade, UF" whose name starts with (then contains) the typed text, accents ignored. */
export function buscarMunicipios(texto: string, limit = 10): string[] {
  const alvo = normalizeText(texto.split(',')[0] ?? '').trim()
  if (alvo.length < 2) return []
  const lista = municipios()
  const comeca = lista.filter((m) => m.busca.startsWith(alvo))
  const contem = comeca.length >= limit ? [] : lista.filter((m) => !m.busca.startsWith(alvo) && m.busca.includes(alvo))
  return [...comeca, ...contem].slice(0, limit).map((m) => m.label)
}

/** Whether "Cidade, UF" names a real municipality (the form accepts only those). */
export function municipioExiste(label: string): boolean {
  const alvo = normalizeText(label).replace(/\s+/g, ' ').trim()
  return municipios().some((m) => normalizeText(m.label) === alvo)
}
