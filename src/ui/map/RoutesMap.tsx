import { Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import MapView, { Layer, NavigationControl, Source, type MapLayerMouseEvent } from 'react-map-gl/maplibre'
import { baseStyle } from './base-style'
import { circleBounds, type MapCircle } from './circle'
import { CircleLayer } from './CircleLayer'
import { MapMessage } from './MapMessage'
import { mapFailed } from './map-error'
import type { MapRoute } from './types'

export interface RoutesMapProps {
  routes: MapRoute[]
  onOpen?: (id: string) => void
  height?: number | string
  label: string
  /** "Perto de mim": the map zooms to the circle and draws it. */
  circle?: MapCircle
}

/** Trips as lines between their stops (one GeoJSON source); a line or a stop opens its trip when clicked. */
export default function RoutesMap({ routes, onOpen, height = 420, label, circle }: RoutesMapProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: routes.flatMap((route) => [
        {
          type: 'Feature' as const,
          properties: { id: route.id, titulo: route.titulo },
          geometry: { type: 'LineString' as const, coordinates: route.points.map((p) => [p.longitude, p.latitude]) },
        },
        ...route.points.map((p) => ({
          type: 'Feature' as const,
          properties: { id: route.id, titulo: route.titulo },
          geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
        })),
      ]),
    }),
    [routes],
  )
  const [view] = useState(() => {
    if (circle) return { bounds: circleBounds(circle), fitBoundsOptions: { padding: 24 } }
    const all = routes.flatMap((r) => r.points)
    const lats = all.map((p) => p.latitude)
    const lons = all.map((p) => p.longitude)
    return {
      bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as [number, number, number, number],
      fitBoundsOptions: { padding: 48, maxZoom: 10 },
    }
  })

  const click = (event: MapLayerMouseEvent) => {
    const id = (event.features?.[0]?.properties as { id?: string } | undefined)?.id
    if (id) onOpen?.(id)
  }

  if (routes.length === 0) return <MapMessage height={height}>Nenhuma viagem com localização encontrada</MapMessage>

  return (
    <div role="region" aria-label={label}>
      <div style={{ position: 'relative', height }}>
        {state !== 'ready' && (
          <MapMessage height={height} overlay>
            {state === 'error' ? 'Erro ao carregar o mapa' : 'Carregando mapa...'}
          </MapMessage>
        )}
        <MapView
          initialViewState={view}
          mapStyle={baseStyle}
          style={{ width: '100%', height: '100%' }}
          interactiveLayerIds={['rota', 'parada']}
          cursor="pointer"
          onLoad={() => setState('ready')}
          onError={(event) => mapFailed(event) && setState((s) => (s === 'ready' ? s : 'error'))}
          onClick={click}
        >
          <NavigationControl showCompass={false} />
          {circle && <CircleLayer circle={circle} />}
          <Source id="viagens" type="geojson" data={data}>
            <Layer
              id="rota"
              type="line"
              filter={['==', ['geometry-type'], 'LineString']}
              layout={{ 'line-cap': 'round', 'line-join': 'round' }}
              paint={{ 'line-color': '#2f7d32', 'line-width': 4, 'line-opacity': 0.8 }}
            />
            <Layer
              id="parada"
              type="circle"
              filter={['==', ['geometry-type'], 'Point']}
              paint={{
                'circle-color': '#e8590c',
                'circle-radius': 6,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 2,
              }}
            />
          </Source>
        </MapView>
      </div>
      <Text size="sm" c="dimmed" mt={4} role="status">
        {routes.length === 1 ? '1 viagem no mapa' : `${routes.length} viagens no mapa`}
      </Text>
    </div>
  )
}
