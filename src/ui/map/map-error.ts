import type { ErrorEvent } from 'maplibre-gl'

/**
 * Whether a map error means the map itself failed. A tile that cannot load (no signal, no tile
 * server) does not: the embedded base is drawn under where it would be.
 */
export const mapFailed = (event: ErrorEvent) => !('sourceId' in event || 'tile' in event)
