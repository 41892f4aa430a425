import type { GeoJSONSource } from 'maplibre-gl'
import { Text } from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import MapView, { Layer, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre'
import { baseStyle as style } from './base-style'
import { circleBounds, type MapCircle } from './circle'
import { CircleLayer } from './CircleLayer'
import { MapMessage } from './MapMessage'
import { mapFailed } from './map-error'
import type { MapPoint } from './types'

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 }

export interface AdsMapProps {
  points: MapPoint[]
  onOpen?: (id: string) => void
  /** Zoom for a single point (16 on the ad page, 12 in lists). */
  singleZoom?: number
  height?: number | string
  label: string
  /** "Perto de mim": the map zooms to the circle and draws it. */
  circle?: MapCircle
}

function initialView(points: MapPoint[], singleZoom: number, circle?: MapCircle) {
  if (circle) return { bounds: circleBounds(circle), fitBoundsOptions: { padding: 24 } }
  if (points.length === 1) return { ...points[0], zoom: singleZoom }
  if (points.length === 0) return { ...SAO_PAULO, zoom: 6 }
  const lats = points.map((p) => p.latitude)
  const lons = points.map((p) => p.longitude)
  return {
    bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as [number, number, number, number],
    fitBoundsOptions: { padding: 48, maxZoom: 12 },
  }
}

/**
 * Ads on a MapLibre map: one clustered GeoJSON source (not a DOM marker per ad). A cluster zooms
 * in when clicked; an ad opens when clicked.
 */
export default function AdsMap({ points, onOpen, singleZoom = 12, height = 420, label, circle }: AdsMapProps) {
  const ref = useRef<MapRef>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: points.map((p) => ({
        type: 'Feature' as const,
        properties: { id: p.id, titulo: p.titulo },
        geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      })),
    }),
    [points],
  )
  const [view] = useState(() => initialView(points, singleZoom, circle))

  const click = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0]
    if (!feature) return
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; id?: string }
    if (props.cluster && props.cluster_id !== undefined) {
      const source = ref.current?.getSource('anuncios') as GeoJSONSource | undefined
      const zoom = await source?.getClusterExpansionZoom(props.cluster_id)
      const [longitude, latitude] = (feature.geometry as { coordinates: number[] }).coordinates
      ref.current?.easeTo({ center: [longitude, latitude], zoom: zoom ?? 10 })
    } else if (props.id) {
      onOpen?.(props.id)
    }
  }

  if (points.length === 0) return <MapMessage height={height}>Nenhum anúncio com localização encontrado</MapMessage>

  return (
    <div role="region" aria-label={label}>
      <div style={{ position: 'relative', height }}>
        {state !== 'ready' && (
          <MapMessage height={height} overlay>
            {state === 'error' ? 'Erro ao carregar localização' : 'Carregando mapa...'}
          </MapMessage>
        )}
        <MapView
          ref={ref}
          initialViewState={view}
          mapStyle={style}
          style={{ width: '100%', height: '100%' }}
          interactiveLayerIds={['clusters', 'anuncio']}
          cursor="pointer"
          cooperativeGestures={false}
          onLoad={() => setState('ready')}
          onError={(event) => mapFailed(event) && setState((s) => (s === 'ready' ? s : 'error'))}
          onClick={(event) => void click(event)}
        >
          <NavigationControl showCompass={false} />
          {circle && <CircleLayer circle={circle} />}
          <Source id="anuncios" type="geojson" data={data} cluster clusterMaxZoom={13} clusterRadius={48}>
            <Layer
              id="clusters"
              type="circle"
              filter={['has', 'point_count']}
              paint={{
                'circle-color': '#2f7d32',
                'circle-opacity': 0.85,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 2,
                'circle-radius': ['step', ['get', 'point_count'], 14, 10, 20, 50, 28],
              }}
            />
            <Layer
              id="anuncio"
              type="circle"
              filter={['!', ['has', 'point_count']]}
              paint={{
                'circle-color': '#e8590c',
                'circle-radius': 9,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 2,
              }}
            />
          </Source>
        </MapView>
      </div>
      <Text size="sm" c="dimmed" mt={4} role="status">
        {points.length === 1 ? '1 anúncio no mapa' : `${points.length} anúncios no mapa`}
      </Text>
    </div>
  )
}
