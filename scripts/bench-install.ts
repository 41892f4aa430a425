// npm run bench:install — what a first visit costs on a plan that pays per megabyte (issue 26 §2).
// Opens `/` in a new browser (nothing cached), as a first-time visitor, and waits until the service
// worker has installed (its precache downloaded) and the network is quiet. Prints the bytes that
// came over the network (compressed, headers included): the page's own, the service worker's
// precache, and both together, against the goal of 500 KB (issue 76: a visitor from a shared link may
// never come back), and the largest of the page's scripts. `--no-build` reuses dist/; `--route` another page.
import { parseArgs } from 'node:util'
import { chromium, type Request } from '@playwright/test'
import { startBenchApp } from './bench-app.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, route: { type: 'string', default: '/' } },
})
const GOAL = 500 * 1024
const QUIET_MS = 3000

const { appUrl, close } = await startBenchApp({ apiPort: 54339, appPort: 4189, build: !values['no-build'] })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const totals = { page: { bytes: 0, files: 0 }, precache: { bytes: 0, files: 0 } }
  // The page's bytes by kind, and its data requests one by one (what the boot script asks for).
  const kinds = new Map<string, number>()
  const data: Array<{ url: string; bytes: number }> = []
  const scripts: Array<{ url: string; bytes: number }> = []
  const kindOf = (url: URL, type: string) =>
    url.pathname.startsWith('/rest/') || url.pathname.startsWith('/auth/') ? 'data' : type === 'image' ? 'pictures' : type
  let last = Date.now()
  const count = async (request: Request) => {
    last = Date.now()
    const response = await request.response()
    // Answered by the service worker from its cache: nothing came over the network.
    if (!response || response.fromServiceWorker()) return
    const sizes = await request.sizes()
    const bucket = request.serviceWorker() ? totals.precache : totals.page
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize
    bucket.bytes += bytes
    bucket.files++
    if (request.serviceWorker()) return
    const url = new URL(request.url())
    const kind = kindOf(url, request.resourceType())
    kinds.set(kind, (kinds.get(kind) ?? 0) + bytes)
    if (kind === 'data') data.push({ url: `${url.pathname}${decodeURIComponent(url.search)}`, bytes })
    if (kind === 'script') scripts.push({ url: url.pathname, bytes })
  }
  context.on('requestfinished', (request) => void count(request))
  context.on('request', () => (last = Date.now()))

  const page = await context.newPage()
  await page.goto(`${appUrl}${values.route}`)
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state
  })
  while (Date.now() - last < QUIET_MS) await new Promise((done) => setTimeout(done, 250))

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  const total = totals.page.bytes + totals.precache.bytes
  console.log(`\nFirst visit to ${values.route}, over the network (compressed, headers included):\n`)
  console.log(`| part | files | bytes |\n|---|---:|---:|`)
  console.log(`| the page | ${totals.page.files} | ${kb(totals.page.bytes)} |`)
  console.log(`| the service worker's precache | ${totals.precache.files} | ${kb(totals.precache.bytes)} |`)
  console.log(`| total | ${totals.page.files + totals.precache.files} | ${kb(total)} |`)
  console.log(`\nGoal: ≤ ${kb(GOAL)} — ${total <= GOAL ? 'met' : `over by ${kb(total - GOAL)}`}.`)
  console.log(`\nThe page by kind: ${[...kinds].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ')}`)
  for (const { url, bytes } of data.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(bytes).padStart(7)}  ${url.slice(0, 160)}`)
  console.log(`The page's ${scripts.length} scripts, the largest:`)
  for (const { url, bytes } of scripts.sort((a, b) => b.bytes - a.bytes).slice(0, 15))
    console.log(`  ${kb(bytes).padStart(7)}  ${url}`)
} finally {
  await browser.close()
  await close()
}
