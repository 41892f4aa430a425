export interface MapPoint {
  id: string
  titulo: string
  latitude: number
  longitude: number
}

/** A trip drawn as a line through its stops. */
export interface MapRoute {
  id: string
  titulo: string
  points: Array<{ latitude: number; longitude: number }>
}
