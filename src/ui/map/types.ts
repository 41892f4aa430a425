export interface MapPoint {
  id: string
  titulo: string
  latitude: number
  longitude: number
}
