import { config } from './config'

export interface Coordinates {
  latitude: number
  longitude: number
}

export interface Endereco {
  cidade: string
  uf: string
  endereco?: string | null
}

type Fetch = typeof fetch

async function search(query: string, baseUrl: string, fetchFn: Fetch, timeoutMs: number): Promise<Coordinates | null> {
  const url = new URL(baseUrl)
  url.searchParams.set('q', query)
  url.searchParams.set('format', 'json')
  url.searchParams.set('limit', '1')
  url.searchParams.set('countrycodes', 'br')
  const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  const [first] = (await response.json()) as Array<{ lat?: string; lon?: string }>
  const latitude = Number(first?.lat)
  const longitude = Number(first?.lon)
  return Number.isFinite(latitude) && Number.isFinite(longitude) && first ? { latitude, longitude } : null
}

/**
 * Looks an ad's place up once (Nominatim-style search): the street with the city first, then the
 * city alone. Any failure answers null — an ad without coordinates is simply not on the map.
 */
export async function geocodeAddress(
  { cidade, uf, endereco }: Endereco,
  {
    baseUrl = config.geocoderUrl,
    fetchFn = fetch,
    timeoutMs = 8000,
  }: { baseUrl?: string; fetchFn?: Fetch; timeoutMs?: number } = {},
): Promise<Coordinates | null> {
  const cityQuery = `${cidade}, ${uf}, Brasil`
  const queries = endereco?.trim() ? [`${endereco.trim()}, ${cityQuery}`, cityQuery] : [cityQuery]
  try {
    for (const query of queries) {
      const found = await search(query, baseUrl, fetchFn, timeoutMs)
      if (found) return found
    }
  } catch {
    // Offline, timed out or an unexpected answer: no coordinates.
  }
  return null
}
