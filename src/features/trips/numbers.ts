import { formatDeparture, formatKg } from '@/lib/formats/format'
import type { Shared } from '@/ui/ShareButtons'
import type { CachedTrip } from '@/offline'

// The numbers of a trip everyone sees: space left on a stretch and the share of the cost, in
// proportion to the kg carried (the owner's own load counts as a share).

/** Space left between stop `inicio` and stop `fim` (the fullest stretch in between decides). */
export function freeKg(trip: Pick<CachedTrip, 'capacidade_kg' | 'carga_por_trecho'>, inicio: number, fim: number): number {
  const loads = trip.carga_por_trecho.slice(inicio, fim)
  return Math.max(0, trip.capacidade_kg - Math.max(0, ...loads))
}

/** Space left on the whole route. */
export const freeOnRoute = (trip: Pick<CachedTrip, 'capacidade_kg' | 'carga_por_trecho'>) =>
  freeKg(trip, 0, trip.carga_por_trecho.length)

/** What `kg` more would pay if accepted now: the cost split over everything carried. */
export function estimatedShare(trip: Pick<CachedTrip, 'custo_total' | 'carga_propria_kg' | 'kg_reservados'>, kg: number): number {
  const total = trip.carga_propria_kg + trip.kg_reservados + kg
  return total > 0 ? Math.round((trip.custo_total * kg * 100) / total) / 100 : 0
}

// The trip screens read the formats from here with the rest of a trip's numbers.
export { formatDeparture, formatKg }

/** "Santa Maria de Jetibá/ES → Vitória/ES" */
export function routeLabel(trip: Pick<CachedTrip, 'paradas'>): string {
  const first = trip.paradas[0]
  const last = trip.paradas[trip.paradas.length - 1]
  return `${first.cidade}/${first.uf} → ${last.cidade}/${last.uf}`
}

/** How a trip travels in a message: route, departure and the space left on the whole route. */
export function tripShared(trip: CachedTrip): Shared {
  return {
    path: `/viagens/${trip.id}`,
    title: `Frete Solidário: ${routeLabel(trip)}`,
    message: `Frete Solidário: ${routeLabel(trip)}, ${formatDeparture(trip.data, trip.hora)}, ${formatKg(
      freeKg(trip, 0, trip.paradas.length - 1),
    )} livres, no Campo Solidário:`,
  }
}

/** "passa a 8 km de você, em Santa Leopoldina" (or of the chosen city); "passa na sua cidade, em …" under 2 km. */
export function nearStopLabel(stop: { cidade: string; km: number }, place: { cidade?: string }): string {
  if (stop.km < 2) return `passa na sua cidade, em ${stop.cidade}`
  const from = place.cidade ? place.cidade.replace(/,\s*[A-Z]{2}$/, '') : 'você'
  return `passa a ${Math.round(stop.km)} km de ${from}, em ${stop.cidade}`
}
