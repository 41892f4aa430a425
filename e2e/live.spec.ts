import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { signIn } from './helpers'

// Live updates through Supabase Realtime, two people in two browsers: a message and an order
// change reach the other side within 2 s both ways, an idle open conversation reads nothing, the
// bell counts a message as it arrives, and what came while one side had no signal shows once
// when the signal returns.

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const LIVE_WITHIN = { timeout: 2_000 }

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

async function openLive(page: Page, path: string) {
  const live = nextLive(page)
  await page.goto(path)
  await live
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text)
  await page.getByRole('button', { name: 'Enviar' }).click()
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
  let live = nextLive(joao)
  await signIn(joao, 'joao.pereira', 'produtor123', conversation)
  await live
  const mariaContext = await browser.newContext()
  const maria = await mariaContext.newPage()
  watchLive(maria)
  live = nextLive(maria)
  await signIn(maria, 'maria.souza', 'produtor123', conversation)
  await live
  const joaoLog = joao.getByRole('log', { name: 'Mensagens da conversa' })
  const mariaLog = maria.getByRole('log', { name: 'Mensagens da conversa' })

  // A message each way, within 2 s.
  await send(joao, `Bom dia, Maria! ${marca}`)
  await expect(mariaLog.getByText(`Bom dia, Maria! ${marca}`)).toBeVisible(LIVE_WITHIN)
  await send(maria, `Bom dia, João! ${marca}`)
  await expect(joaoLog.getByText(`Bom dia, João! ${marca}`)).toBeVisible(LIVE_WITHIN)

  // An open conversation with the socket up reads nothing while nothing happens.
  const reads: string[] = []
  maria.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/rest/v1/mensagens')) reads.push(request.url())
  })
  await maria.waitForTimeout(15_000)
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
  await expect(bell('Notificações: 1 não lida')).toBeVisible(LIVE_WITHIN)

  // An order: it reaches Maria's Recebidos, and her acceptance João's Feitos, each within 2 s.
  await openLive(maria, '/pedidos')
  await joao.goto(`/fazer-pedido/${CAFE}`)
  await joao.getByLabel('Quantidade').fill(`1 pacote ${marca}`)
  await joao.getByRole('radio', { name: 'Retirar no local' }).check()
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  const received = maria.getByRole('article', { name: `Pedido de 1 pacote ${marca}` })
  await expect(received.getByText('Pendente')).toBeVisible(LIVE_WITHIN)
  await openLive(joao, '/pedidos')
  await joao.getByRole('tab', { name: /Feitos/ }).click()
  const made = joao.getByRole('article', { name: `Pedido de 1 pacote ${marca}` })
  await expect(made.getByText('Pendente')).toBeVisible()
  await received.getByRole('button', { name: 'Aceitar' }).click()
  await maria.getByRole('dialog', { name: 'Aceitar pedido' }).getByRole('button', { name: 'Aceitar pedido' }).click()
  await expect(made.getByText('Aceito')).toBeVisible(LIVE_WITHIN)

  // No signal on João's side: Maria's message waits, then shows once when the signal returns.
  await openLive(joao, conversation)
  await openLive(maria, conversation)
  await context.setOffline(true)
  await send(maria, `Chegou enquanto você estava sem sinal ${marca}`)
  await expect(mariaLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toBeVisible()
  live = nextLive(joao)
  await context.setOffline(false)
  await expect(joaoLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toHaveCount(1, { timeout: 20_000 })
  await live
  await send(maria, `E agora ao vivo de novo ${marca}`)
  await expect(joaoLog.getByText(`E agora ao vivo de novo ${marca}`)).toBeVisible(LIVE_WITHIN)
  await expect(joaoLog.getByText(`Chegou enquanto você estava sem sinal ${marca}`)).toHaveCount(1)
  await mariaContext.close()
})
