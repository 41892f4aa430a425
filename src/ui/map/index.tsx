import { lazy, Suspense } from 'react'
import type { AdsMapProps } from './AdsMap'
import type { RoutesMapProps } from './RoutesMap'
import { MapMessage } from './MapMessage'

export type { MapPoint, MapRoute } from './types'

// MapLibre is ~230 KB gzip: it loads only when a map is shown, never with the page.
const AdsMap = lazy(() => import('./AdsMap'))

export function LazyAdsMap(props: AdsMapProps) {
  return (
    <Suspense fallback={<MapMessage height={props.height ?? 420}>Carregando mapa...</MapMessage>}>
      <AdsMap {...props} />
    </Suspense>
  )
}

const RoutesMap = lazy(() => import('./RoutesMap'))

export function LazyRoutesMap(props: RoutesMapProps) {
  return (
    <Suspense fallback={<MapMessage height={props.height ?? 420}>Carregando mapa...</MapMessage>}>
      <RoutesMap {...props} />
    </Suspense>
  )
}
