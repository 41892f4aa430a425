import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from './test'
import { settled, signIn } from './helpers'

// Live updates through Supabase Realtime, two people in two browsers: a message and an order
// change reach the other side by themselves both ways (the screen reads nothing: they came through
// the socket), an open conversation reads nothing when it comes back to the front, the bell counts
// a message as it arrives, and what came while one side had no signal shows once when the signal
// returns. How fast they come is `npm run bench:realtime`'s to measure (docs/realtime.md), not a
// browser test's on a busy machine.

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

/** `shown` appears on `page` while it reads nothing of `table`: it arrived through the socket. */
async function arrivesLive(page: Page, table: string, shown: Locator) {
  const reads: string[] = []
  const watch = (request: Request) =>
    request.method() === 'GET' && request.url().includes(`/rest/v1/${table}`) && reads.push(request.url())
  page.on('request', watch)
  try {
    await expect(shown).toBeVisible()
  } finally {
    page.off('request', watch)
  }
  expect(reads, `${table} was read: it did not arrive live`).toEqual([])
}

const subscriptions = new WeakMap<Page, { count: number; waiters: Array<() => void> }>()

/** Counts the page's Realtime subscriptions ("Subscribed to PostgreSQL"), on every socket it opens. */
function watchLive(page: Page) {
  const seen = { count: 0, waiters: [] as Array<() => void> }
  subscriptions.set(page, seen)
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (!String(frame.payload).includes('Subscribed to PostgreSQL')) return
      seen.count++
      for (const wake of seen.waiters.splice(0)) wake()
    })
  })
}

/** Resolves at the page's next Realtime subscription after this call. */
function nextLive(page: Page): Promise<void> {
  const seen = subscriptions.get(page)!
  const after = seen.count
  return new Promise((resolve) => {
    const check = () => (seen.count > after ? resolve() : seen.waiters.push(check))
    check()
  })
}

/**
 * Resolves when `page` has read the conversation, as its screen does on opening once it knows who
 * is signed in — which may come after the channel and after `settled` has seen nothing in flight.
 */
const conversationRead = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/rest/v1/mensagens?') && r.url().includes('comprador_id=eq.'))

/**
 * Opens `path` (`open` does) once its channel is subscribed and what the screen reads on opening
 * has been read (`reads`, when the screen reads something of its own).
 */
async function openLive(page: Page, path: string, { open = () => page.goto(path), reads }: OpenLive = {}) {
  const live = nextLive(page)
  const read = reads?.(page)
  await open()
  await live
  await read
  await settled(page)
}

interface OpenLive {
  open?: () => Promise<unknown>
  reads?: (page: Page) => Promise<unknown>
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
}

test('messages, an order, the bell and a gap without signal, live between two people', async ({
  page: joao,
  context,
  browser,
}) => {
  test.setTimeout(150_000)
  const marca = String(Date.now()).slice(-6)
  const conversation = `/mensagens/${CAFE}/${JOAO_ID}`

  watchLive(joao)
  const signInTo = (page: Page, login: string) => () => signIn(page, login, 'produtor123', conversation)
  await openLive(joao, conversation, { open: signInTo(joao, 'joao.pereira'), reads: conversationRead })
  const mariaContext = await browser.newContext()
  const maria = await mariaContext.newPage()
  watchLive(maria)
  await openLive(maria, conversation, { open: signInTo(maria, 'maria.souza'), reads: conversationRead })
  const joaoLog = joao.getByRole('log', { name: 'Mensagens da conversa' })
  const mariaLog = maria.getByRole('log', { name: 'Mensagens da conversa' })

  // A message each way.
  await send(joao, `Bom dia, Maria! ${marca}`)
  await arrivesLive(maria, 'mensagens', mariaLog.getByText(`Bom dia, Maria! ${marca}`))
  await send(maria, `Bom dia, João! ${marca}`)
  await arrivesLive(joao, 'mensagens', joaoLog.getByText(`Bom dia, João! ${marca}`))

  // An open conversation with the socket up reads nothing: not when the page comes back to the front
  // (what makes it read while the socket is down, as its 4-second poll does), not for a new message.
  const reads: string[] = []
  maria.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/rest/v1/mensagens')) reads.push(request.url())
  })
  await maria.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await send(joao, `Ainda está aí? ${marca}`)
  await expect(mariaLog.getByText(`Ainda está aí? ${marca}`)).toBeVisible()
  expect(reads).toEqual([])

  // The bell: João reads everything, goes elsewhere, and Maria's next message counts at once.
  const bell = (name: string | RegExp) =>
    joao
      .getByRole('banner')
      .getByRole('link', { name, exact: typeof name === 'string' })
      .first()
  await openLive(joao, '/notificacoes')
  // Maria's last message is unread at least.
  await expect(bell(/^Notificações: \d+ não lidas?$/)).toBeVisible()
  await joao.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  await expect(bell('Notificações')).toBeVisible()
  await openLive(joao, '/quem-somos')
  await expect(bell('Notificações')).toBeVisible()
  await send(maria, `Tem café moído também ${marca}`)
  await arrivesLive(joao, 'notificacoes', bell('Notificações: 1 não lida'))

  // An order: it reaches Maria's Recebidos, and her acceptance João's Feitos.
  await openLive(maria, '/pedidos')
  await joao.goto(`/fazer-pedido/${CAFE}`)
  await joao.getByLabel('Quantidade').fill('1')
  await joao.getByLabel('Observação').fill(`pacote ${marca}`)
  await joao.getByRole('radio', { name: 'Retirar no local' }).check()
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  const received = maria.getByRole('article', { name: 'Pedido de 1 unidade' }).filter({ hasText: marca })
  await arrivesLive(maria, 'pedidos', received.getByText('Pendente'))
  await openLive(joao, '/pedidos')
  await joao.getByRole('tab', { name: /Feitos/ }).click()
  const made = joao.getByRole('article', { name: 'Pedido de 1 unidade' }).filter({ hasText: marca })
  await expect(made.getByText('Pendente')).toBeVisible()
  await received.getByRole('button', { name: 'Aceitar' }).click()
  await maria.getByRole('dialog', { name: 'Aceitar pedido' }).getByRole('button', { name: 'Aceitar pedido' }).click()
  await arrivesLive(joao, 'pedidos', made.getByText('Aceito'))

  // No signal on João's side: Maria's message waits, then shows once when the signal returns.
  await openLive(joao, conversation, { reads: conversationRead })
  await openLive(maria, conversation, { reads: conversationRead })
  await context.setOffline(true)
  await send(maria, `Chegou enquanto você estava sem sinal ${marca}`)
  await expect(mariaLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toBeVisible()
  const live = nextLive(joao)
  await context.setOffline(false)
  await expect(joaoLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toHaveCount(1, { timeout: 20_000 })
  await live
  await settled(joao)
  await send(maria, `E agora ao vivo de novo ${marca}`)
  await arrivesLive(joao, 'mensagens', joaoLog.getByText(`E agora ao vivo de novo ${marca}`))
  await expect(joaoLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toHaveCount(1)
  await mariaContext.close()
})
