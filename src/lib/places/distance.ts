import type { Point } from './near'

/**
 * Great-circle distance in km (haversine, Earth radius 6,371 km): the database's distancia_km,
 * so a list filtered on the phone (offline) agrees with the server's.
 */
export function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** How far something that may lack coordinates (an ad) is from a point, or null without them. */
export function distanceTo(from: Point, to: { latitude?: number | null; longitude?: number | null }): number | null {
  return to.latitude == null || to.longitude == null ? null : distanceKm(from, { latitude: to.latitude, longitude: to.longitude })
}

/** "na sua cidade" under 2 km, then "a 3 km", "a 12 km", "a 150 km" (whole kilometres). */
export function distanceLabel(km: number): string {
  return km < 2 ? 'na sua cidade' : `a ${Math.round(km)} km`
}
