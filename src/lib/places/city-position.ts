import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities'
import { normalizeText } from '../formats/text'
import type { Point } from './near'
import posicoes from './municipios-posicoes.json'

// Where each municipality's seat is (IBGE, ~63 KB gzip with the names' list): loaded only when a
// city is chosen for "Perto de mim" or a map draws the names, then kept for offline use.

export interface CitySeat extends Point {
  /** "Cidade, UF", as the autocomplete offers it. */
  label: string
  /** Population in thousands (2022 census): bigger places are named first on the map. */
  mil: number
}

const table = posicoes as unknown as Record<string, [number, number, number]>
let seats: CitySeat[] | null = null
let byLabel: Map<string, CitySeat> | null = null

const key = (label: string) =>
  normalizeText(label)
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()

export function citySeats(): CitySeat[] {
  seats ??= getMunicipalities().flatMap((m) => {
    const p = table[m.code]
    return p ? [{ label: `${m.name}, ${m.stateCode}`, latitude: p[0], longitude: p[1], mil: p[2] }] : []
  })
  return seats
}

/** The seat of "Cidade, UF" (accents and case ignored), or null when it is not in the IBGE list. */
export function cityPosition(label: string): CitySeat | null {
  byLabel ??= new Map(citySeats().map((s) => [key(s.label), s]))
  return byLabel.get(key(label)) ?? null
}
