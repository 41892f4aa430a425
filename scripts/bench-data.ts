// npm run bench:data — what browsing costs on a prepaid plan (issue 53). A visitor on a 360 px
// phone, nothing cached: the first visit of `/` (service worker and its precache included),
// `/frete-solidario`, 20 ad pages one after another, the list loaded to its end; then a signed-in
// seller opening 5 conversations that each hold a voice note. Counts every response that came over
// the network (headers and encoded bodies, the page's and the service worker's; an answer from the
// service worker's cache costs nothing), by kind, once as a phone that does not ask to save data
// and once as one that does (`Save-Data: on`, `navigator.connection.saveData`); at a device pixel
// ratio of 1 and of 2 (a 720 × 1600 screen, what most phones sold in Brazil under R$ 1,000 have:
// it takes photos twice as wide). `--dpr 2` measures one ratio only; `--no-build` reuses dist/.
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { startBenchApp } from './bench-app.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, dpr: { type: 'string', default: '1,2' } },
})

const PIXEL_RATIOS = values.dpr.split(',').map(Number)
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
const KINDS = ['html', 'js', 'css', 'data', 'photos', 'audio', 'tiles', 'other'] as const
type Kind = (typeof KINDS)[number]
const AD_PAGES = 20
const CONVERSATIONS = 5
/** A 15-second voice note as the app records it (Opus at ~18 kbit/s). */
const NOTE_MS = 15_000
const NOTE_BYTES = 34_000
const QUIET_MS = 1500
const GOALS = { normal: { firstVisit: 1024, browse: 1491 }, economia: { firstVisit: 600, browse: 1024 } }
const SELLER = { login: 'maria.souza', email: 'maria@campo-solidario.test', password: 'produtor123' }
const BUYER = { email: 'joao@campo-solidario.test', password: 'produtor123' }

function kindOf(request: Request): Kind {
  const url = new URL(request.url())
  const path = url.pathname
  if (path.startsWith('/storage/v1/object/')) return /\/(audios|descricoes-em-audio)\//.test(path) ? 'audio' : 'photos'
  if (/^\/(rest|auth|functions|realtime)\//.test(path)) return 'data'
  if (/tile|\.pbf$|\.mvt$/.test(path)) return 'tiles'
  if (request.resourceType() === 'document' || path.endsWith('.html') || path === '/') return 'html'
  if (/\.m?js$/.test(path)) return 'js'
  if (path.endsWith('.css')) return 'css'
  return 'other'
}

/** Bytes by kind that came over the network in one context, with a wait for the network to rest. */
function meter(context: BrowserContext) {
  const bytes = new Map<Kind, number>()
  let inFlight = 0
  let lastActivity = Date.now()
  const settled = new Set<Request>()
  const finish = async (request: Request, failed: boolean) => {
    if (settled.has(request)) return
    settled.add(request)
    try {
      const response = failed ? null : await request.response()
      // Answered by the service worker from its cache: nothing came over the network.
      if (response && !response.fromServiceWorker()) {
        const sizes = await request.sizes()
        const kind = kindOf(request)
        bytes.set(kind, (bytes.get(kind) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize)
      }
    } catch {
      // A request whose page closed: its bytes are unknowable and few.
    } finally {
      inFlight--
      lastActivity = Date.now()
    }
  }
  context.on('request', () => {
    inFlight++
    lastActivity = Date.now()
  })
  context.on('requestfinished', (request) => void finish(request, false))
  context.on('requestfailed', (request) => void finish(request, true))
  return {
    /** Bytes by kind since the last call. */
    take(): Map<Kind, number> {
      const taken = new Map(bytes)
      bytes.clear()
      return taken
    },
    async quiet(ms = QUIET_MS) {
      while (inFlight > 0 || Date.now() - lastActivity < ms) await new Promise((done) => setTimeout(done, 100))
    },
  }
}

type Step = { name: string; bytes: Map<Kind, number> }

async function phone(browser: Browser, saveData: boolean, deviceScaleFactor: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    deviceScaleFactor,
    serviceWorkers: 'allow',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  if (saveData)
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g', type: 'cellular' }),
      })
    })
  return context
}

async function visitor(browser: Browser, appUrl: string, adIds: string[], saveData: boolean, dpr: number): Promise<Step[]> {
  const context = await phone(browser, saveData, dpr)
  const net = meter(context)
  const page = await context.newPage()
  const steps: Step[] = []
  const step = async (name: string, go: () => Promise<unknown>) => {
    await go()
    await net.quiet()
    steps.push({ name, bytes: net.take() })
  }
  await step('first visit of `/` (service worker and precache included)', async () => {
    await page.goto(`${appUrl}/`)
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
    await net.quiet(3000)
  })
  await step('`/frete-solidario`', () => page.goto(`${appUrl}/frete-solidario`))
  await step(`${adIds.length} ad pages, one after another`, async () => {
    for (const id of adIds) {
      await page.goto(`${appUrl}/product/${id}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await net.quiet(800)
    }
  })
  await step('the list loaded to its end', async () => {
    await page.goto(`${appUrl}/frete-solidario`)
    const more = page.getByRole('button', { name: 'Carregar mais' })
    for (;;) {
      await net.quiet(800)
      await page.mouse.wheel(0, 100_000)
      await net.quiet(800)
      if (!(await more.isVisible())) break
      await more.click()
    }
  })
  await context.close()
  return steps
}

async function seller(
  browser: Browser,
  appUrl: string,
  conversations: string[],
  buyerId: string,
  saveData: boolean,
  dpr: number,
) {
  const context = await phone(browser, saveData, dpr)
  const net = meter(context)
  const page = await context.newPage()
  await page.goto(`${appUrl}/login?redirect=${encodeURIComponent('/mensagens')}`)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill(SELLER.login)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(SELLER.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.waitForURL(/\/mensagens$/)
  await net.quiet(3000)
  net.take()
  for (const ad of conversations) {
    await page.goto(`${appUrl}/mensagens/${ad}/${buyerId}`)
    await page
      .getByText(/Mensagem de voz|0:15/)
      .first()
      .waitFor()
    await net.quiet()
  }
  const bytes = net.take()
  await context.close()
  return { name: `a signed-in seller opening ${conversations.length} conversations with a voice note`, bytes }
}

/** Gives 5 of the seller's ads a conversation whose last message is a buyer's voice note. */
async function voiceNotes(apiUrl: string, anonKey: string) {
  const signIn = async ({ email, password }: { email: string; password: string }) => {
    const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const body = (await res.json()) as { access_token: string; user: { id: string } }
    return { token: body.access_token, id: body.user.id }
  }
  const [maria, joao] = [await signIn(SELLER), await signIn(BUYER)]
  const as = { apikey: anonKey, Authorization: `Bearer ${joao.token}` }
  const ads = (await (
    await fetch(`${apiUrl}/rest/v1/anuncios?user_id=eq.${maria.id}&status=eq.ativo&select=id&limit=${CONVERSATIONS}`, {
      headers: as,
    })
  ).json()) as Array<{ id: string }>
  const note = new Uint8Array(NOTE_BYTES).map((_, i) => (i * 2654435761) >>> 24)
  for (const ad of ads) {
    const id = crypto.randomUUID()
    const caminho = `${joao.id}/${id}.webm`
    const stored = await fetch(`${apiUrl}/storage/v1/object/audios/${caminho}`, {
      method: 'POST',
      headers: { ...as, 'Content-Type': 'audio/webm' },
      body: note,
    })
    if (!stored.ok) throw new Error(`The note's upload was refused: ${stored.status} ${await stored.text()}`)
    const sent = await fetch(`${apiUrl}/rest/v1/mensagens`, {
      method: 'POST',
      headers: { ...as, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({
        id,
        anuncio_id: ad.id,
        comprador_id: joao.id,
        texto: '',
        audio_caminho: caminho,
        audio_duracao_ms: NOTE_MS,
      }),
    })
    if (!sent.ok) throw new Error(`The voice note was refused: ${sent.status} ${await sent.text()}`)
  }
  return { conversations: ads.map((ad) => ad.id), buyerId: joao.id }
}

const kb = (n: number) => (n / 1024).toFixed(0)
const sum = (bytes: Map<Kind, number>) => [...bytes.values()].reduce((a, b) => a + b, 0)

function table(mode: string, steps: Step[]) {
  const lines = [`\n${mode}, over the network (KB, headers and encoded bodies):\n`]
  lines.push(`| step | total | ${KINDS.join(' | ')} |`, `|---|---:|${KINDS.map(() => '---:').join('|')}|`)
  for (const { name, bytes } of steps)
    lines.push(`| ${name} | **${kb(sum(bytes))}** | ${KINDS.map((k) => kb(bytes.get(k) ?? 0)).join(' | ')} |`)
  return lines.join('\n')
}

const { appUrl, backend, close } = await startBenchApp({ apiPort: 54340, appPort: 4190, build: !values['no-build'] })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const newest = (await (
    await fetch(`${backend.url}/rest/v1/anuncios?status=eq.ativo&select=id&order=created_at.desc&limit=${AD_PAGES}`, {
      headers: { apikey: backend.anonKey },
    })
  ).json()) as Array<{ id: string }>
  const { conversations, buyerId } = await voiceNotes(backend.url, backend.anonKey)
  for (const dpr of PIXEL_RATIOS)
    for (const [mode, saveData] of [
      ['normal', false],
      ['economia', true],
    ] as const) {
      const browse = await visitor(
        browser,
        appUrl,
        newest.map((ad) => ad.id),
        saveData,
        dpr,
      )
      const talk = await seller(browser, appUrl, conversations, buyerId, saveData, dpr)
      const total = browse.reduce((all, step) => all + sum(step.bytes), 0)
      console.log(
        table(
          (saveData
            ? 'A phone that asks to save data (Save-Data: on, navigator.connection.saveData)'
            : 'A phone that does not ask to save data') + `, DPR ${dpr}`,
          [...browse, { name: '**the visitor in all**', bytes: merged(browse) }, talk],
        ),
      )
      const goal = GOALS[mode]
      const first = sum(browse[0].bytes) / 1024
      console.log(
        `\nGoals (${mode}, DPR ${dpr}): first visit ≤ ${goal.firstVisit} KB — ${kb(first * 1024)} KB, ${first <= goal.firstVisit ? 'met' : 'not met'}; ` +
          `the visitor in all ≤ ${goal.browse} KB — ${kb(total)} KB, ${total / 1024 <= goal.browse ? 'met' : 'not met'}.`,
      )
    }
} finally {
  await browser.close()
  await close()
}

function merged(steps: Step[]): Map<Kind, number> {
  const all = new Map<Kind, number>()
  for (const { bytes } of steps) for (const [kind, n] of bytes) all.set(kind, (all.get(kind) ?? 0) + n)
  return all
}
