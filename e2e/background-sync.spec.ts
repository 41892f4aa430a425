import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { phoneRowCount, serverRows, serviceWorkerControl, signIn, waitForServiceWorker } from './helpers'

// A message written with no signal leaves the phone with the app closed: when the connection
// returns, the browser wakes the service worker (Background Sync, fired here through the DevTools
// protocol as Chromium fires it) and the app's own sync engine sends the outbox — once. And for an
// installed app, Periodic Background Sync brings what arrived while it was closed, to read offline.

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's ad
const JOAO = '00000000-0000-4000-a000-000000000003'

test('an outbox change is sent by the service worker with no page of the app open', async ({ page, context, request }) => {
  const marca = `Sem sinal ${String(Date.now()).slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', `/mensagens/${CAFE}/${JOAO}`)
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' })).toBeVisible()
  await waitForServiceWorker(page)
  const host = await context.newPage()
  const worker = await serviceWorkerControl(host, E2E.appUrl)

  await context.setOffline(true)
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(marca)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' }).getByText(marca)).toBeVisible()
  await page.close()

  await context.setOffline(false)
  // The browser fires the sync itself when the connection returns (the app asked it to); it is
  // fired here too, so the test does not wait on the browser's timing. Either way: sent once.
  // Twice, at once: the browser may fire it again while the first run is sending.
  await Promise.all([worker.sync('enviar-alteracoes'), worker.sync('enviar-alteracoes')])
  const sent = () => serverRows(request, E2E.apiUrl, `mensagens?select=id&texto=eq.${encodeURIComponent(marca)}`)
  await expect.poll(async () => (await sent()).length, { timeout: 15_000 }).toBe(1)
  // Runs take the outbox one at a time (a lock) and an item leaves it once the server has it:
  // with the outbox empty, no run in flight can send it again — then the count is final.
  const [serviceWorker] = context.serviceWorkers()
  await expect.poll(() => phoneRowCount(serviceWorker, 'outbox'), { timeout: 15_000 }).toBe(0)
  expect(await sent()).toHaveLength(1)
})

test('what arrives while the app is closed is fetched in the background and read offline', async ({
  page,
  context,
  browser,
  request,
}) => {
  await signIn(page, 'maria.souza', 'produtor123', '/notificacoes')
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  const host = await context.newPage()
  const worker = await serviceWorkerControl(host, E2E.appUrl)
  await page.close()

  // João writes to Maria while her app is closed.
  const marca = `Chegou enquanto fechado ${String(Date.now()).slice(-6)}`
  const joao = await browser.newContext()
  const joaoPage = await joao.newPage()
  await signIn(joaoPage, 'joao.pereira', 'produtor123', `/mensagens/${CAFE}/${JOAO}`)
  await joaoPage.getByRole('textbox', { name: 'Mensagem' }).fill(marca)
  await joaoPage.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(joaoPage.getByRole('log', { name: 'Mensagens da conversa' }).getByText(marca)).toBeVisible()
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `mensagens?select=id&texto=eq.${encodeURIComponent(marca)}`)).length)
    .toBe(1)
  await joao.close()

  await worker.periodicSync('atualizar-conversas')
  // The worker's run ends when the message is in the phone's database (read from the worker itself).
  const [serviceWorker] = context.serviceWorkers()
  await expect
    .poll(() =>
      serviceWorker.evaluate(async (texto) => {
        const open = indexedDB.open('campo-solidario')
        const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)))
        const all = db.transaction('mensagens').objectStore('mensagens').getAll()
        const rows = await new Promise<Array<{ texto: string }>>((resolve) => (all.onsuccess = () => resolve(all.result)))
        db.close()
        return rows.some((m) => m.texto === texto)
      }, marca),
    )
    .toBe(true)

  // Offline, the app shows what the phone kept: the message is there.
  await context.setOffline(true)
  const app = await context.newPage()
  await app.goto(`/mensagens/${CAFE}/${JOAO}`)
  await expect(app.getByRole('log', { name: 'Mensagens da conversa' }).getByText(marca)).toBeVisible()
  await context.setOffline(false)
})
