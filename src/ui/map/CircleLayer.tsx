import { useMemo } from 'react'
import { Layer, Source } from 'react-map-gl/maplibre'
import { circlePolygon, type MapCircle } from './circle'

/** "Perto de mim" on a map: the circle searched, tinted, with a dashed edge. */
export function CircleLayer({ circle }: { circle: MapCircle }) {
  const area = useMemo(() => circlePolygon(circle), [circle])
  return (
    <Source id="perto" type="geojson" data={area}>
      <Layer id="perto-area" type="fill" paint={{ 'fill-color': '#2f7d32', 'fill-opacity': 0.08 }} />
      <Layer id="perto-borda" type="line" paint={{ 'line-color': '#2f7d32', 'line-width': 2, 'line-dasharray': [2, 1] }} />
    </Source>
  )
}
