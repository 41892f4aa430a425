// npm run bench:lighthouse — how fast the public pages are on the phones Campo Solidário is for.
// Starts a fresh local backend with the demo data, builds the app against it, serves the build as
// `npm start` does, and runs Lighthouse mobile (simulated slow 4G) five times on each public route
// with a new browser each time (nothing cached). The CPU slowdown is scaled to the host, so every
// host simulates the same phone: 4 × benchmarkIndex / 2000 (4× at 2,000, 7.6× at 3,800), the index
// measured in the run's browser just before it with Lighthouse's own page function; `--fixed-cpu`
// keeps Lighthouse's fixed 4×, `--cpu 4.5` fixes another (it wins over `--fixed-cpu`). Prints each
// run's index (before, in and after it: a run in which the host slowed is marked, and counted
// beside the medians) and multiplier and the medians, and beside
// Lighthouse's figures the page's own main-thread work in CPU time from the run's trace (its tasks'
// wall time, which Lighthouse slows down, also holds the time they waited for a core on a busy host:
// scripts/main-thread-work.ts), and which task Lighthouse's "longest task" is: often the browser's
// own commit of the navigation (creating the page's window, before its HTML is parsed), which no
// change to the page can shorten, else the page's.
// A benchmark that prints figures, not a test: `--runs N` changes the count, `--no-build` reuses dist/,
// `--only /,/product` measures some routes, `--save dir` keeps the full reports and their traces.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { startBenchApp } from './bench-app.ts'
import { longestPageTask, mainThreadWork } from './main-thread-work.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Keep each run's full Lighthouse report (JSON) and its trace in this folder. */
    save: { type: 'string' },
    /** Lighthouse's fixed 4× CPU slowdown, whatever the host. */
    'fixed-cpu': { type: 'boolean', default: false },
    /** A fixed CPU slowdown of your choice (`--cpu 4.5`), whatever the host. */
    cpu: { type: 'string' },
  },
})
const RUNS = Number(values.runs)
const fixedSlowdown = values.cpu === undefined ? undefined : Number(values.cpu)
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1))
  throw new Error(`--cpu wants a slowdown of 1 or more, not "${values.cpu}".`)
const API_PORT = 54338
const APP_PORT = 4188
const appUrl = `http://127.0.0.1:${APP_PORT}`

const { backend, close } = await startBenchApp({ apiPort: API_PORT, appPort: APP_PORT, build: !values['no-build'] })

/** The newest public ads, with or without photos: what a buyer opens from a link shared on WhatsApp. */
async function newestAd(withPhotos: boolean): Promise<string> {
  const response = await fetch(
    `${backend.url}/rest/v1/anuncios?select=id,imagens&status=eq.ativo&order=created_at.desc&limit=50`,
    {
      headers: { apikey: backend.anonKey },
    },
  )
  const ads = (await response.json()) as Array<{ id: string; imagens: string[] }>
  const ad = ads.find((candidate) => candidate.imagens.length > 0 === withPhotos)
  if (!ad) throw new Error(`The demo data has no public ad ${withPhotos ? 'with' : 'without'} photos.`)
  return ad.id
}

/** `--only /,/product`: routes starting with one of these (`/` alone means the home). */
const wanted = (route: string) =>
  !values.only || values.only.split(',').some((prefix) => (prefix === '/' ? route === '/' : route.startsWith(prefix)))
/** Each route measured, with the name it has in the table. */
const routes: Array<[label: string, path: string]> = (
  [
    ['/', '/'],
    ['/frete-solidario', '/frete-solidario'],
    ['/product/{id}', `/product/${await newestAd(true)}`],
    ['/product/{id} (no photos)', `/product/${await newestAd(false)}`],
    ['/vendedor/{username}', '/vendedor/maria.souza'],
    // Maria's trip of the demo data (supabase/seed.sql), three days ahead.
    ['/viagens/{id}', '/viagens/b0000000-0000-4000-8000-000000000001'],
    ['/informativos', '/informativos'],
    ['/informativos/{slug}', '/informativos/captacao-de-agua-da-chuva'],
    ['/quem-somos', '/quem-somos'],
  ] as Array<[string, string]>
).filter(([, route]) => wanted(route))

interface Figures {
  performance: number
  /** null when Lighthouse could not score the category (one of its gatherers failed), which is not a 0. */
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  /** Lighthouse's measure of the host's speed (higher is faster). */
  benchmarkIndex: number
  /** The index measured just before the run, and the CPU slowdown it gave. */
  hostIndex: number
  /** The probes whose median hostIndex is. */
  hostProbes: number[]
  /** The index measured again just after the run: lower when the host was busier during it. */
  hostIndexAfter: number
  cpuSlowdown: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  imageBytes: number
  longestTask: number
  /** The browser's commit of the navigation (its wall time slowed as Lighthouse simulates it) and
   * the page's own longest task as Lighthouse simulates it: which of the two "longest task" is. */
  commitTask: number
  longestPageTask: number
  requests: number
  /** The page's main thread from its trace, in CPU time (scripts/main-thread-work.ts). */
  cpuMs: number
  waitShare: number
  longestTaskCpu: number
  tbtCpu: number
}

/** The phone every host simulates: benchmarkIndex 2,000 slowed 4×. */
const REFERENCE_INDEX = 2000
const REFERENCE_SLOWDOWN = 4
/** Lighthouse's mobile default (slow 4G), whose CPU part is replaced. */
const MOBILE_THROTTLING = throttling.mobileSlow4G

/** Probes of the index after the warm-up: their median is the host's (one probe can land on a neighbour's burst). */
const INDEX_PROBES = 5

/**
 * Lighthouse's benchmarkIndex, computed by its own page function in the browser's first tab (the one
 * Lighthouse then uses; a new background tab runs at about half speed): one warm-up run (a cold
 * tab read 1,330 where the runs read 1,822–2,557), then the median of INDEX_PROBES, all printed.
 */
async function hostBenchmarkIndex(port: number): Promise<{ index: number; probes: number[] }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    type: string
    webSocketDebuggerUrl: string
  }>
  const page = targets.find((t) => t.type === 'page')
  if (!page) throw new Error('benchmarkIndex: the browser has no tab')
  const socket = new WebSocket(page.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  const evaluate = (id: number) =>
    new Promise<number>((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: number } } }
        if (message.id !== id) return
        const value = message.result?.result?.value
        if (typeof value === 'number') resolve(value)
        else reject(new Error(`benchmarkIndex: ${String(event.data)}`))
      }
      socket.send(
        JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`, returnByValue: true },
        }),
      )
    })
  await evaluate(0)
  const probes: number[] = []
  for (let id = 1; id <= INDEX_PROBES; id++) probes.push(Math.round(await evaluate(id)))
  socket.close()
  return { index: median(probes), probes }
}

/** One Lighthouse run; null when Lighthouse could not measure the page (said, and left out of the medians). */
async function measure(url: string): Promise<Figures | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Lighthouse wants the new headless mode.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
  })
  try {
    const { index: hostIndex, probes } = await hostBenchmarkIndex(chrome.port)
    const cpuSlowdown =
      fixedSlowdown ?? (values['fixed-cpu'] ? REFERENCE_SLOWDOWN : (REFERENCE_SLOWDOWN * hostIndex) / REFERENCE_INDEX)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown },
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (values.save) {
      await mkdir(values.save, { recursive: true })
      const name = path.join(values.save, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`)
      await writeFile(`${name}.json`, result.report as string)
      // The unthrottled trace Lighthouse simulated the phone from: where each long task's time went.
      await writeFile(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace))
    }
    const { categories, audits } = result.lhr
    const failure =
      result.lhr.runtimeError ??
      (categories.performance.score === null ? { code: 'NO_SCORE', message: 'no performance score' } : null)
    if (failure) {
      console.log(`Lighthouse could not measure ${url}: ${failure.code} — ${failure.message}`)
      return null
    }
    const work = mainThreadWork(result.artifacts.Trace as never, cpuSlowdown)
    const { index: hostIndexAfter } = await hostBenchmarkIndex(chrome.port)
    const items = (id: string) => (audits[id]?.details as { items?: Array<Record<string, unknown>> })?.items ?? []
    const requests = items('network-requests')
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: score(categories.accessibility.score),
      bestPractices: score(categories['best-practices'].score),
      seo: score(categories.seo.score),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      hostIndex: Math.round(hostIndex),
      hostProbes: probes,
      hostIndexAfter: Math.round(hostIndexAfter),
      cpuSlowdown: Math.round(cpuSlowdown * 10) / 10,
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      bytes: audits['total-byte-weight'].numericValue ?? 0,
      imageBytes: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
      longestTask: Math.max(0, ...items('long-tasks').map((t) => Number(t.duration ?? 0))),
      commitTask: work.commitWallMs * cpuSlowdown,
      longestPageTask: longestPageTask(items('long-tasks'), work.commitWallMs, cpuSlowdown),
      requests: requests.length,
      cpuMs: work.cpuMs,
      waitShare: work.wallMs > 0 ? 1 - work.cpuMs / work.wallMs : 0,
      longestTaskCpu: work.longestTaskCpuMs,
      tbtCpu: work.blockingMs,
    }
  } finally {
    await chrome.kill()
  }
}

type Category = 'accessibility' | 'bestPractices' | 'seo'
const score = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 100))

/** The machine's neighbours took CPU during the run: the index in it or after it fell well below the one before. */
const hostSlowed = (run: Figures) => Math.min(run.benchmarkIndex, run.hostIndexAfter) < 0.85 * run.hostIndex
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
/** Lighthouse lists only the tasks past 50 ms. */
const under50 = (ms: number) => (ms > 0 ? `${Math.round(ms)} ms` : '< 50 ms')
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

const rows: string[] = []
try {
  for (const [label, route] of routes) {
    const runs: Figures[] = []
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(`${appUrl}${route}`)
      if (!run) continue
      runs.push(run)
      process.stdout.write(
        `${route} run ${i + 1}/${RUNS}: performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, ` +
          `longest task ${Math.round(run.longestTask)} ms (the browser's commit of the navigation ~${Math.round(run.commitTask)} ms, ` +
          `the page's longest ${under50(run.longestPageTask)}), benchmarkIndex ${run.hostIndex} before (median of ${run.hostProbes.join(', ')}) / ${run.benchmarkIndex} in the run / ` +
          `${run.hostIndexAfter} after${hostSlowed(run) ? ' (the host slowed during this run)' : ''}, ` +
          `CPU ${run.cpuSlowdown}×; the page's own work ${Math.round(run.cpuMs)} ms of CPU (its tasks waited for a core ` +
          `${Math.round(run.waitShare * 100)} % of their time), longest task ${Math.round(run.longestTaskCpu)} ms, ` +
          `TBT from CPU time ${Math.round(run.tbtCpu)} ms\n`,
      )
    }
    if (runs.length === 0) {
      rows.push(`| \`${label}\` | not measured (${RUNS} runs failed) |`)
      continue
    }
    const m = (key: Exclude<keyof Figures, Category | 'hostProbes'>) => median(runs.map((r) => r[key]))
    /** A category's median over the runs Lighthouse could score it in. */
    const c = (key: Category) => {
      const scored = runs.map((r) => r[key]).filter((x) => x !== null)
      if (scored.length === 0) return 'not scored'
      return `${median(scored)}${scored.length < runs.length ? ` (${scored.length} of ${runs.length})` : ''}`
    }
    const slowed = runs.filter(hostSlowed).length
    const measured =
      (runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs)` : '') + (slowed > 0 ? ` (host slowed in ${slowed})` : '')
    rows.push(
      `| \`${label}\`${measured} | ${m('performance')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ` +
        `${kb(m('bytes'))} | ${kb(m('imageBytes'))} | ${m('requests')} | ${Math.round(m('longestTask'))} ms | ${under50(m('longestPageTask'))} | ${c('accessibility')} | ${c('bestPractices')} | ${c('seo')} | ${m('benchmarkIndex')} | ${m('cpuSlowdown')}× | ` +
        `${Math.round(m('cpuMs'))} ms | ${Math.round(m('waitShare') * 100)} % | ${Math.round(m('longestTaskCpu'))} ms | ${Math.round(m('tbtCpu'))} ms |`,
    )
  }
} finally {
  await close()
}

const cpu =
  fixedSlowdown !== undefined
    ? `${fixedSlowdown}× CPU`
    : values['fixed-cpu']
      ? '4× CPU'
      : `CPU slowed ${REFERENCE_SLOWDOWN} × benchmarkIndex / ${REFERENCE_INDEX}`
console.log(`\nLighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'}, mobile (simulated slow 4G, ${cpu}):\n`)
console.log(
  "| route | performance | FCP | LCP | TBT | CLS | transferred | pictures | requests | longest task | the page's longest task | accessibility | best practices | SEO | benchmarkIndex | CPU slowdown | page CPU | waiting for a core | longest task (CPU) | TBT (CPU) |",
)
console.log(`|${'---|'.repeat(20)}`)
for (const row of rows) console.log(row)
