import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { SESSION_FOR_BACKGROUND } from '../src/offline/background-session'
import { serverInsert, serverRows, serviceWorkerControl, signIn, waitForServiceWorker } from './helpers'

// A family's one phone: Maria reads her messages, orders and notifications, writes a message with
// no signal and signs out keeping it for later; João signs in on the same browser. Nothing of
// Maria's stays readable, her device's push subscription is forgotten on the server (with the
// signal back, under no one's session), a push addressed to her is not shown, and her kept message
// is sent once — when she signs in again.

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's ad
const MARIA = '00000000-0000-4000-a000-000000000002'
const JOAO = '00000000-0000-4000-a000-000000000003'
const isApi = (url: URL) => url.origin === E2E.apiUrl

/** Every row of one table of the phone's database. */
const phoneRows = (page: Page, table: string) =>
  page.evaluate(
    (name) =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('campo-solidario')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => resolve(all.result as Array<Record<string, unknown>>)
          all.onerror = () => reject(all.error)
        }
      }),
    table,
  )

const PRIVATE_TABLES = ['mensagens', 'pedidos', 'reservas', 'notificacoes', 'denuncias', 'favoritos']

test("after Sair nothing of Maria's stays on the phone; João sees none of it; her pushes are not shown", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const marca = String(Date.now()).slice(-6)
  await context.grantPermissions(['notifications'])

  // This device's push subscription, as the server keeps it. No push service is reachable here, so
  // the browser's side is stood in for (getSubscription/unsubscribe); the server's is real.
  const device = {
    endpoint: `https://push.example/aparelho-${marca}`,
    p256dh: `B${'A'.repeat(86)}`,
    auth: `segredo${marca}${'x'.repeat(16 - marca.length)}`,
  }
  await serverInsert(request, E2E.apiUrl, 'assinaturas_push', { user_id: MARIA, ...device })
  await page.addInitScript((d) => {
    const subscription = {
      endpoint: d.endpoint,
      toJSON: () => ({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }),
      unsubscribe: async () => {
        localStorage.setItem('teste:assinatura-desfeita', '1')
        return true
      },
    }
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem('teste:assinatura-desfeita') ? null : (subscription as unknown as PushSubscription)
  }, device)

  // Maria reads her conversations, orders and notifications: they are kept on the phone.
  await signIn(page, 'maria.souza', 'produtor123', '/mensagens')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible()
  await page.goto('/pedidos')
  await page.goto('/notificacoes')
  await waitForServiceWorker(page)
  await expect.poll(async () => (await phoneRows(page, 'mensagens')).length).toBeGreaterThan(0)
  await expect.poll(async () => (await phoneRows(page, 'notificacoes')).length).toBeGreaterThan(0)
  await expect.poll(async () => (await phoneRows(page, 'pedidos')).length).toBeGreaterThan(0)

  // No data gets through: a message waits on the phone.
  await context.route(isApi, (route) => route.abort('internetdisconnected'))
  const texto = `Guardada para depois ${marca}`
  await page.goto(`/mensagens/${CAFE}/${JOAO}`)
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(texto)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' }).getByText('Aguardando envio')).toBeVisible()

  // Sair: what still waits is said, and kept for her next sign-in here. (The message, and the
  // conversation marked read when she opened it if it had unread messages: the earlier tests decide.)
  const waiting = (await phoneRows(page, 'outbox')).filter((i) => i.ownerId === MARIA)
  expect(waiting.map((i) => i.kind)).toContain('enviarMensagem')
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sair da conta' })
  await expect(
    dialog.getByText(
      waiting.length === 1
        ? /^1 alteração sua ainda não foi enviada/
        : `${waiting.length} alterações suas ainda não foram enviadas`,
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Enviar agora e sair' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Guardar para o meu próximo acesso e sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
  await expect.poll(async () => (await Promise.all(PRIVATE_TABLES.map((t) => phoneRows(page, t)))).flat()).toEqual([])
  // Her session too, though the server could not be told (supabase-js alone would keep it).
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual([])
  expect((await phoneRows(page, 'outbox')).filter((i) => i.ownerId === MARIA).map((i) => i.seq)).toEqual(
    waiting.map((i) => i.seq),
  )

  // The signal is back: the device is forgotten on the server, with nobody signed in.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await expect
    .poll(
      () => serverRows(request, E2E.apiUrl, `assinaturas_push?select=id&endpoint=eq.${encodeURIComponent(device.endpoint)}`),
      {
        timeout: 30_000,
      },
    )
    .toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('teste:assinatura-desfeita'))).toBe('1')

  // João signs in on the same phone: only his own rows arrive, and Maria's pushes stay hidden.
  await signIn(page, 'joao.pereira', 'produtor123', '/mensagens')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible()
  await page.goto('/notificacoes')
  await expect.poll(async () => (await phoneRows(page, 'notificacoes')).length).toBeGreaterThan(0)
  expect((await phoneRows(page, 'notificacoes')).every((n) => n.user_id === JOAO)).toBe(true)
  expect((await phoneRows(page, 'mensagens')).every((m) => m.comprador_id === JOAO || m.vendedor_id === JOAO)).toBe(true)
  expect((await phoneRows(page, 'mensagens')).some((m) => m.texto === texto)).toBe(false)
  await page.goto(`/mensagens/${CAFE}/${JOAO}`)
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' })).toBeVisible()
  await expect(page.getByText(texto)).toHaveCount(0)

  // The worker decides from the phone's copy of who is signed in, which the app writes once its
  // background work starts (after the page's first moments): the pushes wait for it, not for time.
  const signedInForWorker = async () =>
    ((await phoneRows(page, 'meta')).find((row) => row.key === SESSION_FOR_BACKGROUND)?.value as { userId?: string })?.userId
  await expect.poll(signedInForWorker).toBe(JOAO)
  const worker = await serviceWorkerControl(page, E2E.appUrl)
  await worker.push({ titulo: 'Novo pedido', texto: 'de João', url: '/pedidos', tag: `para-maria-${marca}`, para: MARIA })
  // Pushes are handled in order: once João's is shown, Maria's was decided.
  await worker.push({ titulo: 'Pedido aceito', texto: 'por Maria', url: '/pedidos', tag: `para-joao-${marca}`, para: JOAO })
  expect((await worker.notificationsAfter(1)).map((n) => n.tag)).toEqual([`para-joao-${marca}`])

  // João leaves (nothing of his waits: no question); Maria comes back and her message goes, once.
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
  await signIn(page, 'maria.souza', 'produtor123', `/mensagens/${CAFE}/${JOAO}`)
  const log = page.getByRole('log', { name: 'Mensagens da conversa' })
  await expect(log.getByText(texto)).toBeVisible({ timeout: 30_000 })
  await expect(log.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
  expect(await serverRows(request, E2E.apiUrl, `mensagens?select=id&texto=eq.${encodeURIComponent(texto)}`)).toHaveLength(1)
})
