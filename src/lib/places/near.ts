// "Perto de mim": a point (the phone's position or a chosen city's seat) and a radius. The point
// a query sends is rounded to 0.01° (about 1 km): enough to find what is near, not enough to find
// the person's house. It lives in the URL (?near=lat,lng or ?city=Cidade, UF, and &km=) and, the
// last one chosen, on the phone; never on the server.

import { RADII, type Radius } from './radii'

export { RADII, type Radius }
export const DEFAULT_RADIUS: Radius = 50

export interface Point {
  latitude: number
  longitude: number
}

/** A place to search around: a point, the radius in km, and the city's name when one was chosen. */
export interface Near extends Point {
  km: Radius
  cidade?: string
}

/** "de você" (the phone's position) or "de Vitória, ES" (a chosen city), after "perto" or "a até 25 km". */
export const nearPlaceLabel = (place: Pick<Near, 'cidade'>) => (place.cidade ? `de ${place.cidade}` : 'de você')

/** Brazil's box, the same the database functions check (buscar_anuncios_perto, buscar_viagens_perto). */
export const inBrazil = ({ latitude, longitude }: Point) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  latitude >= -34 &&
  latitude <= 6 &&
  longitude >= -74 &&
  longitude <= -28

const round = (n: number) => Math.round(n * 100) / 100

/** The point rounded to about 1 km, as it is sent and shown in the URL. */
export const roundPoint = ({ latitude, longitude }: Point): Point => ({ latitude: round(latitude), longitude: round(longitude) })

export const isRadius = (km: unknown): km is Radius => RADII.includes(Number(km) as Radius)

/** "?near=" text → a point in Brazil, or null (not numbers, or outside Brazil's box). */
export function parsePoint(text: string): Point | null {
  const parts = text.split(',')
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null
  const [latitude, longitude] = parts.map(Number) as [number, number]
  const point = { latitude, longitude }
  return inBrazil(point) ? roundPoint(point) : null
}

export const formatPoint = (point: Point) => {
  const { latitude, longitude } = roundPoint(point)
  return `${latitude},${longitude}`
}

export interface NearSearch {
  near?: string
  city?: string
  /** As the URL has it: checked against RADII where it is read. */
  km?: number | string
}

/** A place as the URL carries it. */
export function nearToSearch(place: Near | null): NearSearch & { km?: Radius } {
  if (!place) return { near: undefined, city: undefined, km: undefined }
  return place.cidade
    ? { near: undefined, city: place.cidade, km: place.km }
    : { near: formatPoint(place), city: undefined, km: place.km }
}

const STORAGE_KEY = 'campo:perto'

/** The last place chosen on this phone (a city or a point, and the radius), or null. */
export function rememberedNear(): Near | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Near> | null
    if (!saved || !isRadius(saved.km) || !inBrazil(saved as Point)) return null
    return { ...roundPoint(saved as Point), km: saved.km, ...(saved.cidade ? { cidade: String(saved.cidade) } : {}) }
  } catch {
    return null
  }
}

export function rememberNear(place: Near): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...roundPoint(place), km: place.km, cidade: place.cidade }))
  } catch {
    // Private mode or a full storage: the place is simply not remembered.
  }
}
