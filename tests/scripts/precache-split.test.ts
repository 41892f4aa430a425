import { describe, expect, it } from 'vitest'
import type { BuildManifest } from '../../web/build-manifest'
import { filesCachedOnUse, ON_USE_PAGES } from '../../scripts/precache-split'

// What the service worker leaves to the first use: only what the map and the IBGE seats alone
// need — never a module a screen needs at once — and the prerendered articles, tags, categories.

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/features/ad-search/index.ts'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/features/ad-search/index.ts': {
    file: 'assets/freight.js',
    imports: ['_react.js', '_places.js'],
    dynamicImports: ['src/ui/map/AdsMap.tsx', '_city-position.js'],
  },
  '_places.js': { file: 'assets/places.js' },
  'src/ui/map/AdsMap.tsx': { file: 'assets/AdsMap.js', imports: ['_react.js', '_maplibre.js', '_places.js'] },
  '_maplibre.js': {
    file: 'assets/maplibre.js',
    assets: ['assets/maplibre-gl-worker.mjs'],
    css: ['assets/maplibre.css'],
    imports: ['_city-position.js'],
  },
  '_city-position.js': { file: 'assets/city-position.js', name: 'city-position', imports: ['_municipalities.js'] },
  '_municipalities.js': { file: 'assets/municipalities.js' },
  'src/features/publish/index.ts': { file: 'assets/publish.js', dynamicImports: ['_municipalities.js'] },
}
manifest['index.html']!.dynamicImports!.push('src/features/publish/index.ts')

describe('the precache split', () => {
  it('leaves the map (its code, worker and style) and the IBGE seats to their first use', () => {
    expect([...filesCachedOnUse(manifest)].sort()).toEqual([
      'assets/AdsMap.js',
      'assets/city-position.js',
      'assets/maplibre-gl-worker.mjs',
      'assets/maplibre.css',
      'assets/maplibre.js',
    ])
  })

  it('keeps what a screen needs at once, even when the map needs it too', () => {
    const onUse = filesCachedOnUse(manifest)
    for (const kept of [
      'assets/index.js',
      'assets/react.js',
      'assets/freight.js',
      'assets/places.js',
      'assets/municipalities.js',
    ]) {
      expect(onUse.has(kept), kept).toBe(false)
    }
  })

  it('leaves the prerendered articles, tags and categories, never the list pages or the shell', () => {
    for (const page of ['informativos/horta.html', 'tags/casa.html', 'categories/saude.html'])
      expect(ON_USE_PAGES.test(page)).toBe(true)
    for (const page of ['informativos.html', 'index.html', 'shell.html', 'product.html', 'frete-solidario.html']) {
      expect(ON_USE_PAGES.test(page)).toBe(false)
    }
  })
})
