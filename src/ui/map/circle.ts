import type { Feature, Polygon } from 'geojson'

/** A search's circle: where "Perto de mim" looks. */
export interface MapCircle {
  latitude: number
  longitude: number
  km: number
}

const KM_PER_DEGREE = 111.32

/** The circle as a polygon (64 sides), for the map to draw. */
export function circlePolygon({ latitude, longitude, km }: MapCircle, sides = 64): Feature<Polygon> {
  const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01)
  const ring = Array.from({ length: sides + 1 }, (_, i) => {
    const angle = (2 * Math.PI * (i % sides)) / sides
    return [longitude + (km / (KM_PER_DEGREE * cos)) * Math.cos(angle), latitude + (km / KM_PER_DEGREE) * Math.sin(angle)]
  })
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
}

/** The circle's bounding box, [west, south, east, north], for the map to zoom to. */
export function circleBounds({ latitude, longitude, km }: MapCircle): [number, number, number, number] {
  const dLat = km / KM_PER_DEGREE
  const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01))
  return [longitude - dLng, latitude - dLat, longitude + dLng, latitude + dLat]
}
