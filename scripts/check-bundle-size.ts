// The size budget of the first load, checked on the production build (part of npm test). It reads
// what the browser really fetches: each prerendered page's boot script names the modules it
// modulepreloads and the stylesheets it loads (web/prerender.ts), so those lists — not a
// reconstruction from the build manifest — are what is counted, for every prerendered page.
// Budgets (gzip): the JavaScript of `/` and of the pages with ads, and of every other page; the
// CSS of every page; and no map code (maplibre) before a map is asked for. Prints the figures.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { bootConfigOf } from '../web/boot-page.ts'
import { readBuildManifest, staticClosure } from '../web/build-manifest.ts'

// Each budget is what its page measured when last changed, with a little room for the chunks'
// names (a few bytes move between builds). A change that raises one says why in its commit
// message: the history of each figure is `git log -p scripts/check-bundle-size.ts` (it was kept
// here as comments until issue 80). What each page loads at start:
const BUDGETS: Record<string, number> = {
  // The home: its first screen from the server's newest ads (offline/first-screen.ts); the ad
  // blocks, with Dexie, once the app has attached; a visitor's parts when idle or touched.
  'index.html': 160.7 * 1024,
  // The list (Frete Solidário): the server's first page drawn at once, handed to the phone's copy
  // once the app has attached; the search's filters (unit, "Só com estoque", "Preço até").
  'frete-solidario.html': 166.5 * 1024,
  // An ad's page: the ad from the boot script's answer, the phone's copy after attaching; the
  // specifications, map, comments and sales below the fold with the page's later parts.
  'product.html': 154.4 * 1024,
  // A seller's page: the profile and ads from the server's answer (the ads the boot script's), the
  // phone's copy after attaching; the ad grid.
  'vendedor.html': 157.2 * 1024,
  // A trip's page: the trip from the boot script's answer; reservations, the split and the form
  // once the app has attached.
  'viagem.html': 151.4 * 1024,
  // The sign-in page: why the person was sent there, the sign-up form with the privacy policy.
  'login.html': 156.9 * 1024,
}
// Every other page (the articles, the institutional pages): the layout, the header and footer,
// the router's pt-BR "cannot open" screen.
const OTHER_PAGE_BUDGET = 155.5 * 1024
const CSS_BUDGET = 20 * 1024
const MAP_BASE_BUDGET = 300 * 1024
// The signed-in area's frame, beyond the app's entry: every private screen waits for it, so it must
// not carry the screens' code (it carried the whole account feature, 233 KB, until stop 96).
const ACCOUNT_FRAME_BUDGET = 90 * 1024
const dist = path.resolve('dist')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const gz = (publicPath: string) => gzipSync(readFileSync(path.join(dist, publicPath)), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const manifest = readBuildManifest(dist)
const mapChunk = Object.values(manifest).find((c) => c.src === 'src/ui/map/AdsMap.tsx')

const problems: string[] = []
let measured = 0
for (const file of pages(dist).sort()) {
  const name = path.relative(dist, file).split(path.sep).join('/')
  const boot = bootConfigOf(readFileSync(file, 'utf8'))
  if (!boot) continue
  measured++
  if (!boot.modules.includes(boot.entry)) problems.push(`${name}: the entry is not among the modules it preloads`)
  const js = boot.modules.reduce((sum, m) => sum + gz(m), 0)
  const css = boot.styles.reduce((sum, s) => sum + gz(s.href), 0)
  const hasMap = boot.modules.some(
    (m) => (mapChunk && m === `/${mapChunk.file}`) || /maplibre/i.test(readFileSync(path.join(dist, m), 'utf8')),
  )
  const budget = BUDGETS[name] ?? OTHER_PAGE_BUDGET
  const shown = name in BUDGETS || name === 'informativos.html'
  if (shown) {
    console.log(
      `${name}: JS ${kb(js)} of ${kb(budget)} in ${boot.modules.length} modules; CSS ${kb(css)}; map code: ${hasMap ? 'YES' : 'no'}`,
    )
  }
  if (name === 'index.html') {
    for (const m of [...boot.modules].sort((a, b) => gz(b) - gz(a))) console.log(`  ${m.padEnd(44)} ${kb(gz(m))}`)
  }
  if (js > budget) problems.push(`${name}: JavaScript over budget by ${kb(js - budget)}`)
  if (css > CSS_BUDGET) problems.push(`${name}: CSS over budget by ${kb(css - CSS_BUDGET)}`)
  if (hasMap) problems.push(`${name}: map code (maplibre) loads before a map is asked for`)
}
console.log(`${measured} prerendered pages measured (what their boot scripts load).`)
if (mapChunk) {
  // What opening a map loads beyond the list's page: MapLibre, react-map-gl and the embedded base.
  const listPage = bootConfigOf(readFileSync(path.join(dist, 'frete-solidario.html'), 'utf8'))?.modules ?? []
  const mapKey = Object.keys(manifest).find((k) => manifest[k] === mapChunk)!
  const files = [...staticClosure(manifest, [mapKey])].map((k) => `/${manifest[k]!.file}`).filter((f) => !listPage.includes(f))
  const total = files.reduce((sum, f) => sum + gz(f), 0)
  console.log(`Opening a map loads ${kb(total)} gzip in ${files.length} files (MapLibre, react-map-gl, the embedded base):`)
  for (const f of files.sort((a, b) => gz(b) - gz(a))) console.log(`  ${f.padEnd(44)} ${kb(gz(f))}`)
  // The embedded base (issue 30): the seats' and names' chunks, and the states' shapes, which
  // the bundler inlines into the style's chunk (measured from their source, already minified).
  const namesAndSeats = files.filter((f) => /\/(city-position|get-municipalities)-/.test(f)).reduce((sum, f) => sum + gz(f), 0)
  const states = gzipSync(readFileSync('src/ui/map/estados.topo.json'), { level: 9 }).length
  const base = namesAndSeats + states
  console.log(`Of which the embedded base (states, seats, names): ${kb(base)} of ${kb(MAP_BASE_BUDGET)}`)
  if (base > MAP_BASE_BUDGET) problems.push(`the map's embedded base is over budget by ${kb(base - MAP_BASE_BUDGET)}`)
  if (namesAndSeats === 0) problems.push('the map no longer loads the municipalities: the size check cannot find them')
}
const frameKey = Object.keys(manifest).find((k) => manifest[k]!.src === 'src/features/account-area/index.ts')
if (frameKey) {
  const entry = new Set(staticClosure(manifest, ['index.html']))
  const files = [...staticClosure(manifest, [frameKey])].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`)
  const total = files.reduce((sum, f) => sum + gz(f), 0)
  console.log(
    `The signed-in area's frame loads ${kb(total)} of ${kb(ACCOUNT_FRAME_BUDGET)} beyond the entry, in ${files.length} files`,
  )
  if (total > ACCOUNT_FRAME_BUDGET)
    problems.push(`the signed-in area's frame is over budget by ${kb(total - ACCOUNT_FRAME_BUDGET)}`)
} else problems.push("the signed-in area's frame (features/account-area) is not in the build")
if (measured === 0) problems.push('no prerendered page with a boot script was found')

if (problems.length > 0) {
  console.error(`Size budget failed: ${problems.join('; ')}`)
  process.exit(1)
}
console.log('Size budget: ok')
