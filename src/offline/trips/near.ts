import { distanceKm, roundPoint, type Near } from '@/lib/places'
import type { RestReader } from '@/lib/server/rest-reader'
import type { CachedTrip } from './types'

// Trips by distance ("passa a 8 km de você, em Santa Leopoldina"): the server's
// buscar_viagens_perto when online, the same measure over the phone's trips when not.

export type NearPoint = Pick<Near, 'latitude' | 'longitude' | 'km'>

/** The stop of a trip nearest to the point: its index in the route, its city and how far. */
export interface NearStop {
  parada: number
  cidade: string
  uf: string
  km: number
}

/** The trip's stop nearest to the point when it is within the radius, or null. */
export function nearestStop(trip: Pick<CachedTrip, 'paradas'>, perto: NearPoint): NearStop | null {
  let best: NearStop | null = null
  trip.paradas.forEach((p, parada) => {
    if (p.latitude === undefined || p.longitude === undefined) return
    const km = distanceKm(perto, { latitude: p.latitude, longitude: p.longitude })
    if (km <= perto.km && (!best || km < best.km)) best = { parada, cidade: p.cidade, uf: p.uf, km }
  })
  return best
}

/** The server's answer, per trip; null when it could not be asked (offline, an error). */
export async function nearStopsFromServer(reader: RestReader, perto: NearPoint): Promise<Map<string, NearStop> | null> {
  const { data, error } = await reader.rpc('buscar_viagens_perto', { ...roundPoint(perto), km: perto.km, limite: 200 })
  if (error || !data) return null
  return new Map(
    data.map((row) => [row.viagem_id, { parada: row.parada, cidade: row.parada_cidade, uf: row.parada_uf, km: row.distancia }]),
  )
}
