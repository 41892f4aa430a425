import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Page, type Request, type Route, type Worker } from '@playwright/test'
import { E2E } from '../playwright.config'
import { OFFLINE_COPY_MESSAGE, type OfflineCopyState } from '../src/lib/protocols/offline-copy-protocol'

/** Serious and critical accessibility violations on the current page (WCAG 2.x A and AA). */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours read mid-transition (a toast fading in) are not the page's: wait for finite transitions to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/**
 * Waits until the service worker controls the page and holds the whole offline copy (every
 * screen's code), so what a test opens offline is there. `wholeCopy: false` for a phone saving
 * data, whose copy waits for Wi-Fi or the person's word.
 */
export async function waitForServiceWorker(page: Page, { wholeCopy = true } = {}) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    },
    undefined,
    { timeout: 20_000 },
  )
  if (wholeCopy) await waitForOfflineCopy(page)
}

/** What the service worker in control says of the app's offline copy (sw/offline-copy.ts). */
export function offlineCopyState(page: Page): Promise<OfflineCopyState> {
  return page.evaluate(
    (type) =>
      new Promise<OfflineCopyState>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data as OfflineCopyState)
        navigator.serviceWorker.controller!.postMessage({ type, action: 'situacao' }, [channel.port2])
      }),
    OFFLINE_COPY_MESSAGE,
  )
}

/**
 * Until the phone holds the whole offline copy — what "after one online visit every screen opens
 * offline" rests on. A first visit keeps only what it opens (the rest comes at the next visit):
 * the test asks for the rest as "Baixar para usar sem internet" does, unless the worker already
 * has it (an update, or a later visit).
 */
export async function waitForOfflineCopy(page: Page) {
  const first = await offlineCopyState(page)
  if (first.missingFiles > 0 && !first.downloading) {
    await page.evaluate(
      (type) => navigator.serviceWorker.controller!.postMessage({ type, action: 'baixar' }),
      OFFLINE_COPY_MESSAGE,
    )
  }
  await expect
    .poll(() => offlineCopyState(page), { timeout: 30_000, message: 'the offline copy is complete' })
    .toMatchObject({ missingFiles: 0, downloading: null })
}

/**
 * Until the page has no request of its own in flight while its main thread is idle — what a test
 * needs before it counts requests or reads what the data drew. Not Playwright's 'networkidle', which
 * never comes while the sync or a Realtime socket keeps the network busy on a slow machine.
 */
export async function settled(page: Page) {
  const inFlight = new Set<Request>()
  const start = (request: Request) => void inFlight.add(request)
  const end = (request: Request) => void inFlight.delete(request)
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    await expect
      .poll(
        async () => {
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })))
          return inFlight.size
        },
        { timeout: 30_000 },
      )
      .toBe(0)
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}

/** "Sair" in the header's bar, then the page shows nobody signed in (the next step may rely on it). */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
}

/** How many rows one table of the phone's database holds, read in the page or the service worker. */
export function phoneRowCount(where: Page | Worker, table: string): Promise<number> {
  return (where as Page).evaluate(
    (name: string) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('campo-solidario')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        }
      }),
    table,
  )
}

/** Signs in through /login and lands on `redirect` (a path of the app). */
export async function signIn(page: Page, login: string, senha: string, redirect = '/quem-somos') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill(login)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(senha)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Opens the signed-in person's menu in the header's bar ("Olá, …") and answers its list. */
export async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Olá, / })
    .click()
  return page.locator('#menu-conta')
}

/** The access token supabase-js keeps for the signed-in page. */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
  })
}

/** A JPEG made in the page (random coloured squares, so it compresses like a photo). */
export async function makeJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const g = canvas.getContext('2d')!
      for (let i = 0; i < 3000; i++) {
        g.fillStyle = `hsl(${Math.random() * 360},60%,50%)`
        g.fillRect(Math.random() * w, Math.random() * h, w / 20, h / 15)
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    [width, height] as const,
  )
  return Buffer.from(base64, 'base64')
}

export interface AdInput {
  titulo: string
  categoria: string
  preco?: string
  cep?: string
  cidade?: string
  contato: string
  fotos?: Buffer[]
}

/**
 * Types `typed` in a city field and picks `cidade` from its suggestions. The field is brought to
 * the middle of the screen first, as it is under a person's thumb: Mantine hides a dropdown whose
 * field is off screen, and a line appearing above (the sync notice) can push a field at the
 * bottom edge out of view while the suggestions load.
 */
export async function chooseCity(page: Page, label: string, cidade: string, typed = cidade) {
  const field = page.getByRole('combobox', { name: label })
  await field.evaluate((input) => input.scrollIntoView({ block: 'center' }))
  await field.fill(typed)
  await page.getByRole('option', { name: cidade }).click()
}

/** Fills /criar-anuncio (already open), photos reduced, and publishes. */
export async function publishAd(page: Page, ad: AdInput) {
  await fillAdForm(page, ad)
  await page.getByRole('button', { name: 'Publicar anúncio' }).click()
}

/** Fills /criar-anuncio (already open) and waits until its photos are reduced. */
export async function fillAdForm(page: Page, ad: AdInput) {
  await page.getByRole('textbox', { name: 'Título' }).fill(ad.titulo)
  await page.getByRole('combobox', { name: 'Categoria' }).click()
  await page.getByRole('option', { name: ad.categoria }).click()
  if (ad.preco) await page.getByLabel('Preço').pressSequentially(ad.preco)
  if (ad.cep) await page.getByLabel('CEP').pressSequentially(ad.cep)
  if (ad.cidade) await chooseCity(page, 'Localização', ad.cidade)
  await page.getByLabel(/^Contato/).pressSequentially(ad.contato)
  if (ad.fotos?.length) {
    await page
      .getByTestId('fotos-galeria')
      .setInputFiles(ad.fotos.map((buffer, i) => ({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })))
    await expect(page.getByText(/^Capa · \d+ KB/)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/Reduzindo/)).toHaveCount(0, { timeout: 20_000 })
  }
}

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** Rows as the server holds them (service role: every status, nothing hidden). */
export async function serverRows(request: import('@playwright/test').APIRequestContext, apiUrl: string, query: string) {
  const res = await request.get(`${apiUrl}/rest/v1/${query}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as Array<Record<string, unknown>>
}

/** The card of an ad in Meus Anúncios, once its changes have reached the server. */
export async function expectSynced(page: Page, titulo: string) {
  const card = page.getByRole('article', { name: titulo })
  await expect(card).toBeVisible()
  await expect(card.getByText('Aguardando envio')).toBeHidden({ timeout: 15_000 })
  return card
}

/** Creates a row as the server's own role would (demo states a test needs: an ad near its expiry). */
export async function serverInsert(
  request: import('@playwright/test').APIRequestContext,
  apiUrl: string,
  table: string,
  row: Record<string, unknown>,
) {
  const res = await request.post(`${apiUrl}/rest/v1/${table}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' },
    data: row,
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Rows as a visitor reads them (anon key: what is public). */
export async function publicRows(request: import('@playwright/test').APIRequestContext, apiUrl: string, query: string) {
  const res = await request.get(`${apiUrl}/rest/v1/${query}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as Array<Record<string, unknown>>
}

/**
 * The app's service worker driven as the browser would, through the DevTools protocol: deliver a
 * push, fire a Background Sync or a Periodic Background Sync. `page` only hosts the protocol session (it may be about:blank).
 */
export async function serviceWorkerControl(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin))
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const id = await registrationId
  let counting: Promise<Worker> | undefined
  return {
    push: async (payload: object) => {
      counting ??= countShowing(page.context(), origin)
      await counting
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) })
    },
    /**
     * The notifications the phone lists, read once the worker has shown `count` since the first
     * push. Read earlier, Chromium can drop one for good: getNotifications() prunes its database
     * to what is displayed, and one being shown is in the database and not yet displayed (seen:
     * a pushed notification never listed, 1 run in 8 with a core busy).
     */
    notificationsAfter: async (count: number) => {
      const worker = await (counting ??= countShowing(page.context(), origin))
      await expect.poll(() => worker.evaluate(() => (self as unknown as { shownSoFar: number }).shownSoFar)).toBe(count)
      return worker.evaluate(async () =>
        (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon.replace(self.location.origin, ''),
          url: (n.data as { url: string }).url,
        })),
      )
    },
    sync: (tag: string) => cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag, lastChance: false }),
    periodicSync: (tag: string) => cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId: id, tag }),
  }
}

/** Counts, in the worker, each showNotification once it has resolved (the notification is shown then). */
async function countShowing(context: BrowserContext, origin: string): Promise<Worker> {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(() => {
    const scope = self as unknown as ServiceWorkerGlobalScope & { shownSoFar?: number }
    if (scope.shownSoFar !== undefined) return
    scope.shownSoFar = 0
    const show = scope.registration.showNotification.bind(scope.registration)
    scope.registration.showNotification = async (title, options) => {
      await show(title, options)
      scope.shownSoFar! += 1
    }
  })
  return worker
}

/** Cuts the API: every request aborted ('fail') or never answered ('hang'); answers the function that restores it. */
export async function lieFi(context: BrowserContext, mode: 'fail' | 'hang'): Promise<() => Promise<void>> {
  const held: Route[] = []
  const handler = (route: Route) => (mode === 'fail' ? route.abort('internetdisconnected') : void held.push(route))
  const isApi = (url: URL) => url.origin === E2E.apiUrl
  await context.route(isApi, handler)
  return async () => {
    await context.unroute(isApi, handler)
    // What hung goes through now (or was already given up by the app: then it fails quietly).
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
  }
}
