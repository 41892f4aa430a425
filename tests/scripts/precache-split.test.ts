import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { BuildManifest } from '../../web/build-manifest'
import { coreFiles, filesCachedOnUse, markCopyEntries, ON_USE_PAGES } from '../../scripts/precache-split'

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

describe('what every install downloads (the rest waits on a phone saving data)', () => {
  it('is the shell, the frames of ads and sellers, and the code and styles the shell boots with', () => {
    const withStyle: BuildManifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, css: ['assets/index.css'] },
      'src/app-code.ts': { file: 'assets/app-code.js', imports: ['_react.js', '_router.js'] },
      '_router.js': { file: 'assets/router.js' },
    }
    expect([...coreFiles(withStyle)].sort()).toEqual([
      'assets/app-code.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'product.html',
      'shell.html',
      'vendedor.html',
    ])
  })

  it('marks each precache entry and weighs it as the server sends it: Brotli for text, as it is for a picture', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'campo-copy-'))
    try {
      await mkdir(path.join(dist, '.vite'))
      await mkdir(path.join(dist, 'assets'))
      await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
      const script = 'export const x = "texto que se repete";\n'.repeat(300)
      const picture = Buffer.from(Array.from({ length: 900 }, (_, i) => (i * 37) % 256))
      await writeFile(path.join(dist, 'assets', 'index.js'), script)
      await writeFile(path.join(dist, 'assets', 'freight.js'), script)
      await writeFile(path.join(dist, 'icon.png'), picture)
      const marked = await markCopyEntries(dist, [
        { url: 'assets/index.js', revision: null },
        { url: 'assets/freight.js', revision: null },
        { url: 'icon.png', revision: 'abc' },
      ])
      const brotli = brotliCompressSync(script).length
      expect(marked).toEqual([
        { url: 'assets/index.js', revision: null, core: true, bytes: brotli },
        { url: 'assets/freight.js', revision: null, bytes: brotli },
        { url: 'icon.png', revision: 'abc', bytes: 900 },
      ])
      expect(brotli).toBeLessThan(script.length / 10)
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})
