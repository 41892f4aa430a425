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

// The budgets hold what each page measured when they were last lowered (issue 43, 2026-11-26):
// `/` at the project's goal of 160 KB (157.2 measured: the home's ad blocks, with Dexie, load once
// the app has attached, the server's newest ads holding their place meanwhile — offline/first-screen.ts),
// the pages with ads at what they measured (they load the phone's copy at start: an ad's page reads
// it), the trip's page without the other trips screens (227.5), and CSS at 20 KB: only the styles of
// the Mantine components a page can draw (web/mantine-component-styles.ts; Mantine's whole
// stylesheet was 37.9 KB). The map's code and base load on use.
const BUDGETS: Record<string, number> = {
  // Over the goal by 0.1 KB since issue 58's eighth session: a visitor's parts that read the phone's
  // copy wait for the browser to be idle or for a touch (lib/after-attach.ts) — the page's own CPU
  // during its load fell from ~490 to ~350 ms for those bytes.
  // With no signal, a visitor's parts load at once rather than when idle (lib/parts-needed.ts): a few bytes.
  // Photos for the screen that draws them (issue 76): which size a card or the gallery takes, a rule the
  // boot script shares, and the screen version's name (lib/photo-size.ts, with the photos' screens): 160.8.
  // Vender comida (issue 77): the cards say the price per unit, what is left or "Esgotado" (lib/units.ts): 161.3.
  // Ouvir (issue 79): the newsletter's answer is a line, not Mantine's Alert with its close button
  // (−0.9 KB); the search box's microphone comes with the blocks' later code (+30 B): 160.5.
  // Negociar com segurança (issue 78): the cards' "Reservado" badge: a few bytes, 160.6.
  'index.html': 160.6 * 1024,
  // The list (issue 52): the phone's copy it loads at start now knows voice notes (their columns,
  // their table, sending one) — 0.5 KB; the note's rules, recorder and player load on use (209.3).
  // "Economia de dados" (issue 53): a photo offers both sizes (srcset) and waits for "Ver foto" when
  // saving data; the switch is in every footer (its own chunk, after the app attaches) — 0.6 KB (210.1).
  // Search alerts (issue 54): the phone's copy knows them (0.4 KB, below), and the list has "Preço até";
  // "Criar alerta" and the alert's rules load when a search has something to keep (211.8).
  // The city field (in "Perto de mim") saying what to write when its list cannot load (issue 58's
  // CI failure): a few bytes, left at 212.0 KB and over it as the chunks' names changed (212.1).
  // Its results read the phone's copy once the app has attached (issue 58): the server's first page,
  // the boot script's answer, drawn meanwhile without Dexie — 163.2. The first screens' small shared
  // pieces in two chunks, one request each (an ad's and a trip's answers with the search's; the
  // loading heart with the code loaded after attaching): one request fewer, 0.5 KB more (163.8).
  // Its parts that read the phone's copy wait, on a visitor's page, for idle or a touch: 164.0.
  // With no signal, a visitor's parts load at once rather than when idle (lib/parts-needed.ts): a few bytes.
  // Photos for the screen that draws them (issue 76): which size a card or the gallery takes, a rule the
  // boot script shares, and the screen version's name (lib/photo-size.ts, with the photos' screens): 164.7.
  // The units an ad is sold by (issue 77: the database's enum, in the schema's constants every
  // page loads — 76 bytes): a few bytes over, 164.8.
  // Vender comida (issue 77): the cards' price per unit and "Esgotado", and the list's "Vendido por"
  // (the units' list, lib/unit-input.ts) and "Só com estoque", in the phone's search too: 166.1. The sync
  // line leading a refused order change to Pedidos: a few bytes, 166.2.
  // Negociar com segurança (issue 78): the cards' "Reservado" badge: a few bytes, 166.3.
  'frete-solidario.html': 166.3 * 1024,
  // The pages with ads (issue 52): every ad the phone keeps has a spoken description's two columns,
  // and sending one is part of the phone's copy (0.3 KB; how changes are sent now loads with the
  // first sync, which took back 0.2); the player and the recorder load on use (200.1, 197.2).
  // "Economia de dados" (issue 53), as on the list: 200.8, 197.9, 228.9. The privacy policy's link
  // in every footer (issue 55): 201.0. Search alerts (issue 54): the phone's copy keeps them and
  // sends their changes (table, actions, refusals — 0.4 KB), an ad opened from an alert's
  // notification says whether it is "indisponível", and the account menu's entry: 202.2. The
  // start evaluating the page's modules one per task (issue 58, src/lib/evaluate-in-steps.ts): 202.5.
  // "Enviar mensagem" and "Fazer pedido" shown at once for a visitor (issue 58: they moved the
  // description when they came later): a few bytes over 202.6. The list's first page handed from its
  // first screen to the phone's copy (issue 58: the search's own chunk, which every page with the
  // phone's copy loads — 0.3 KB; the list's first load fell by 49 KB): 203.0. The ad drawn from the
  // server's answer (the boot script's) while the phone's copy loads once the app has attached
  // (issue 58, features/product/phone-ad.ts): 152.2; with the first screens' shared chunks, as on
  // the list (one request fewer): 152.7.
  // Waiting, on a visitor's page, for idle or a touch, with the parts below the fold: 152.9.
  // With no signal, a visitor's parts load at once rather than when idle (lib/parts-needed.ts): a few bytes.
  // The phone's database opened at start knows the forms' drafts (issue 74: two tables, a version): 153.3.
  // Photos for the screen that draws them (issue 76): which size a card or the gallery takes, a rule the
  // boot script shares, and the screen version's name (lib/photo-size.ts, with the photos' screens): 153.7.
  // Vender comida (issue 77): the price per unit, what is left or "Esgotado" (and no "Fazer pedido"): 154.2.
  // Ouvir (issue 79): "Ouvir anúncio" comes with the page's later parts, on the price's line: a few bytes, 154.3.
  // Negociar com segurança (issue 78): the "Reservado" badge and no "Fazer pedido" then: a few bytes, 154.4.
  'product.html': 154.4 * 1024,
  // A seller's frame (issue 26): it loads what an ad's page loads (the phone's copy, the ad grid).
  // Search alerts (issue 54), as on an ad's page: 199.2. The list's first page handed over (issue 58),
  // as on an ad's page: 199.8. An ad's page starting without the phone's copy (issue 58): the ads'
  // status in a chunk of its own (ad-time, 0.3 KB; the request costs more than the bytes): 199.9.
  // The first screens' shared chunks (an ad's and a trip's answers, with the search's): 200.4.
  // With no signal, a visitor's parts load at once rather than when idle (lib/parts-needed.ts): a few bytes.
  // The pending mark of a seller's own ads saying how far their photos are (issue 74: "Enviando
  // fotos: 2 de 5 (45 %)", its bar, and the progress the sync tells the screens): 201.3. A full
  // phone said as such by every form that records a change (its message and the check of Dexie's
  // and the browser's errors, in the chunk the forms share with the phone's copy: 0.16 KB): 201.5.
  // Each change recorded is also noted outside IndexedDB with a label the person knows (issue 74:
  // the eviction ledger; the check at start is its own chunk, after the first paint): 202.3.
  // The forms' drafts in the phone's database (issue 74; the forms' code loads with them): a few
  // bytes. A refresh that finds the phone full is told apart from one that found no network, and
  // loads what says so once (its own chunk) when it happens: 202.7.
  // Photos for the screen that draws them (issue 76): which size a card or the gallery takes, a rule the
  // boot script shares, and the screen version's name (lib/photo-size.ts, with the photos' screens): 203.3.
  // Sync by what changed (issue 75): the line under the header while a new phone's long history
  // arrives, a refused edit's conflict in the pending marks (its choice and the person's refresh load
  // on use), a delete after a lost publish answer sent: 203.4, and over it by 36 bytes as the
  // chunks' names changed (CI failed on it): 203.5. The units an ad is sold by (issue 77), as on the list: 203.6.
  // Vender comida (issue 77): the cards' price per unit and "Esgotado"; the phone's copy keeps the
  // sellers' pickup points and searches by unit and stock offline: 204.9.
  // Ouvir (issue 79): whether notices are read aloud, checked where a change is announced: 205.1.
  'vendedor.html': 205.1 * 1024,
  // A trip's frame (issue 43): its own screen, not the offer form's or the lists' (228.0 with voice notes, issue 52).
  // Search alerts (issue 54), as on an ad's page: 230.2. The list's first page handed over (issue 58),
  // as on an ad's page: 230.8. An ad's page starting without the phone's copy (issue 58), as on a
  // seller's: a few bytes over 230.9, and a few more as the chunks' names changed (231.0). The trip
  // drawn from the server's answer (the boot script's) while the phone's copy — and what only a
  // signed-in person sees: reservations, the split, the form — load once the app has attached
  // (features/trips/phone-trip.ts): 150.6.
  // Its parts waiting, on a visitor's page, for idle or a touch: 150.8.
  // With no signal, a visitor's parts load at once rather than when idle (lib/parts-needed.ts): a few bytes.
  // The list's unit and stock in the routes every page holds (issue 77): a few bytes over, 151.3.
  'viagem.html': 151.3 * 1024,
  // The sign-in page (issue 51): it says why a person was sent there ("Sua sessão terminou"), and
  // every page's session code grew by 0.4 KB for a sign-out that never waits (155.3 measured). The
  // sign-up form links the privacy policy it agrees to (issue 55): 156.2. Search alerts (issue 54):
  // 156.5; the footer drawn only as it nears the screen (issue 58): a few bytes more, and a few
  // more as the chunks' names changed (156.61).
  'login.html': 156.8 * 1024,
}
// Every page (issue 53): a screen that cannot open says why in pt-BR (its code not on the phone,
// offline) instead of the router's English, and the backend's answers are told to "Uso de dados"
// — 0.2 KB (155.1 measured on the articles' pages). The route of /alertas and the account menu's
// "Meus alertas" (issue 54): 155.5. The list's unit and stock in its route (issue 77): a few bytes over 155.9.
// Ouvir (issue 79): the articles' "Ouvir artigo" asks for its code once the page has attached
// (+0.3 KB), and the newsletter and the empty list lose Mantine's Alert (−1.2 KB): 155.4.
const OTHER_PAGE_BUDGET = 155.4 * 1024
const CSS_BUDGET = 20 * 1024
const MAP_BASE_BUDGET = 300 * 1024
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
if (measured === 0) problems.push('no prerendered page with a boot script was found')

if (problems.length > 0) {
  console.error(`Size budget failed: ${problems.join('; ')}`)
  process.exit(1)
}
console.log('Size budget: ok')
