import { expect, test } from './test'
import { serviceWorkerControl, waitForServiceWorker } from './helpers'

// Pushed notifications in Chromium, delivered to the service worker through the DevTools protocol
// (as a push service would, with no network): shown in pt-BR with the ad's photo, one per
// conversation, and none about the screen the person is looking at.

test('a pushed notification is shown in pt-BR, one per conversation, never about the screen in view', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await page.goto('/quem-somos')
  await waitForServiceWorker(page)
  const { push, notificationsAfter } = await serviceWorkerControl(page, new URL(page.url()).origin)

  await push({
    titulo: 'João Pereira enviou uma mensagem',
    texto: 'Sobre "Café especial"',
    url: '/mensagens/a1/u2',
    tag: 'conversa:a1:u2',
  })
  expect(await notificationsAfter(1)).toEqual([
    {
      title: 'João Pereira enviou uma mensagem',
      body: 'Sobre "Café especial"',
      tag: 'conversa:a1:u2',
      icon: '/icons/icon-192.png',
      url: '/mensagens/a1/u2',
    },
  ])

  // The same conversation again: the notification is replaced, not piled up.
  await push({
    titulo: 'João Pereira enviou 2 mensagens',
    texto: 'Sobre "Café especial"',
    url: '/mensagens/a1/u2',
    tag: 'conversa:a1:u2',
    icone: '/icons/icon-512.png',
  })
  expect((await notificationsAfter(2)).map((n) => [n.title, n.icon])).toEqual([
    ['João Pereira enviou 2 mensagens', '/icons/icon-512.png'],
  ])

  // About the page in view: nothing new is shown. Something that is not ours: ignored. (In view
  // means the focused window: the page is brought to the front first, as a person looking at it
  // would have it — a busy machine can leave a headless page without focus.)
  await page.bringToFront()
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true)
  await push({ titulo: 'Sobre esta página', texto: 'x', url: '/quem-somos', tag: 'aqui' })
  await push({ titulo: 'Golpe', texto: 'x', url: 'https://outro.example/', tag: 'fora' })
  await push({ titulo: 'Pedido aceito', texto: 'Seu pedido foi aceito.', url: '/pedidos', tag: 'pedido' })
  expect((await notificationsAfter(3)).map((n) => n.tag).sort()).toEqual(['conversa:a1:u2', 'pedido'])
})

test('a tap on a pushed notification takes the app’s window to its screen', async ({ page, context }) => {
  await context.grantPermissions(['notifications'])
  await page.goto('/quem-somos')
  await waitForServiceWorker(page)
  const { push, notificationsAfter } = await serviceWorkerControl(page, new URL(page.url()).origin)
  await push({ titulo: 'Pedido aceito', texto: 'Seu pedido foi aceito.', url: '/informativos', tag: 'pedido-1' })
  expect((await notificationsAfter(1)).map((n) => n.tag)).toContain('pedido-1')
  // What can be tested for real: the worker's own click handler, given the notification the
  // browser shows. What cannot: the tap itself (Chromium offers no DevTools method to click a
  // notification), so the event is made inside the worker — an untrusted event, whose waitUntil
  // throws: the handler's lifetime extension is not exercised here, only that its work (started
  // as waitUntil's argument) closes the notification and takes the window to the screen. Where a
  // tap goes in each case (a window there, another window, none) is tested in tests/sw/push.test.ts.
  const [worker] = context.serviceWorkers()
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await scope.registration.getNotifications({ tag: 'pedido-1' })
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
  })
  await expect(page).toHaveURL(/\/informativos$/)
  const listed = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)
  expect(listed).toBe(0)
})
