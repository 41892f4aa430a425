// The size budget of the first load, checked on the production build (part of npm test):
// the JavaScript that `/` loads before any interaction — the entry, its static imports, and the
// home route's chunk with its static imports — at most 160 KB gzip; its CSS at most 40 KB gzip;
// no map code (maplibre) in it; and what /frete-solidario and /product/{id} load before their map
// is asked for at most 220 KB gzip each. Prints the figures.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { entryKey, readBuildManifest, staticClosure as closure } from './build-manifest.ts'

const JS_BUDGET = 160 * 1024
const CSS_BUDGET = 40 * 1024
const PAGE_BUDGET = 220 * 1024
const dist = path.resolve('dist')

const manifest = readBuildManifest(dist)
const staticClosure = (keys: string[]) => closure(manifest, keys)

const entry = entryKey(manifest)
const home = 'src/features/home/index.ts'
const firstLoad = staticClosure([entry, home])
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const jsFiles = [...firstLoad].map((k) => manifest[k].file)
const cssFiles = [...new Set([...firstLoad].flatMap((k) => manifest[k].css ?? []))]
const js = jsFiles.reduce((sum, f) => sum + gz(f), 0)
const css = cssFiles.reduce((sum, f) => sum + gz(f), 0)
const hasMap = jsFiles.some((f) => /maplibre/i.test(readFileSync(path.join(dist, f), 'utf8')))

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `First load of / (gzip): JS ${kb(js)} of ${kb(JS_BUDGET)} in ${jsFiles.length} files; CSS ${kb(css)} of ${kb(CSS_BUDGET)}`,
)
for (const file of jsFiles) console.log(`  ${file.padEnd(40)} ${kb(gz(file))}`)
console.log(`Map code in the first load: ${hasMap ? 'YES' : 'no'}`)

// Pages whose map loads only when asked for: what they load before that (entry + the page's
// chunk, with static imports). Printed for the record; the map must not be part of it.
const mapPages: Record<string, string> = {
  '/frete-solidario': 'src/features/freight/index.ts',
  '/product/{id}': 'src/features/product/index.ts',
}
const mapInPages: string[] = []
const overBudget: string[] = []
for (const [page, key] of Object.entries(mapPages)) {
  if (!manifest[key]) throw new Error(`${key} not found in the build manifest.`)
  const files = [...staticClosure([entry, key])].map((k) => manifest[k].file)
  const total = files.reduce((sum, f) => sum + gz(f), 0)
  const map = files.some((f) => /maplibre/i.test(readFileSync(path.join(dist, f), 'utf8')))
  if (map) mapInPages.push(page)
  if (total > PAGE_BUDGET) overBudget.push(`${page} over budget by ${kb(total - PAGE_BUDGET)}`)
  console.log(
    `${page} before the map is requested (gzip): JS ${kb(total)} of ${kb(PAGE_BUDGET)} in ${files.length} files; map code: ${map ? 'YES' : 'no'}`,
  )
}
const mapChunk = Object.values(manifest).find((c) => c.src === 'src/ui/map/AdsMap.tsx')
if (mapChunk) console.log(`The map chunk (MapLibre + react-map-gl), loaded on request: ${kb(gz(mapChunk.file))} gzip`)

const problems = [
  js > JS_BUDGET && `JavaScript over budget by ${kb(js - JS_BUDGET)}`,
  css > CSS_BUDGET && `CSS over budget by ${kb(css - CSS_BUDGET)}`,
  hasMap && 'map code (maplibre) is in the first load',
  mapInPages.length > 0 && `map code loads with ${mapInPages.join(', ')} before it is requested`,
  ...overBudget,
].filter(Boolean)
if (problems.length > 0) {
  console.error(`Size budget failed: ${problems.join('; ')}`)
  process.exit(1)
}
console.log('Size budget: ok')
