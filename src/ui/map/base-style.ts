import 'maplibre-gl/dist/maplibre-gl.css'
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl'
// maplibre 6 runs its worker from a separate module: served (and precached) by the app itself.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { config } from '@/lib/server/config'
import { baseUnderTiles } from './embedded-base'

// What every map of the app shares: MapLibre's worker, the embedded base (states, outline, names)
// and, over it, the raster tiles of the configured server.

setWorkerUrl(workerUrl)

export const baseStyle: StyleSpecification = {
  version: 8,
  sources: {
    ...baseUnderTiles.sources,
    base: { type: 'raster', tiles: [config.tileUrl], tileSize: 256, attribution: config.tileAttribution, maxzoom: 19 },
  },
  layers: [...baseUnderTiles.layers, { id: 'base', type: 'raster', source: 'base' }],
}
