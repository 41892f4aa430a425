import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectNoSeriousA11yViolations, serverRows, signIn, waitForServiceWorker } from './helpers'

// A buyer and a seller in two browsers: the buyer writes from the ad's page and orders; the seller
// sees the message arrive within seconds, answers, accepts and delivers the order; the buyer's
// next message is written with no signal and arrives once when the signal returns.

const CAFE = { id: 'a0000000-0000-4000-8000-000000000003', titulo: 'Café especial torrado em grão 500 g' } // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

test('buyer and seller talk and move an order through its states, one of them offline', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const marca = String(Date.now()).slice(-6)

  // João (buyer) opens the ad and writes.
  await signIn(page, 'joao.pereira', 'produtor123', `/product/${CAFE.id}`)
  await page.getByRole('link', { name: 'Enviar mensagem' }).click()
  await expect(page).toHaveURL(new RegExp(`/mensagens/${CAFE.id}/${JOAO_ID}$`))
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(`Ainda tem café? ${marca}`)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  const log = page.getByRole('log', { name: 'Mensagens da conversa' })
  await expect(log.getByText(`Ainda tem café? ${marca}`)).toBeVisible()

  // Maria (seller) has the conversation open and sees new messages arrive by themselves.
  const maria = await (await browser.newContext()).newPage()
  await signIn(maria, 'maria.souza', 'produtor123', `/mensagens/${CAFE.id}/${JOAO_ID}`)
  const sellerLog = maria.getByRole('log', { name: 'Mensagens da conversa' })
  await expect(sellerLog.getByText(`Ainda tem café? ${marca}`)).toBeVisible()
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(`Queria 3 pacotes ${marca}`)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(sellerLog.getByText(`Queria 3 pacotes ${marca}`)).toBeVisible({ timeout: 8_000 })
  await maria.getByRole('textbox', { name: 'Mensagem' }).fill(`Tenho sim! ${marca}`)
  await maria.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(log.getByText(`Tenho sim! ${marca}`)).toBeVisible({ timeout: 8_000 })
  await expectNoSeriousA11yViolations(maria)

  // João orders; the order is a line in the conversation and waits in Maria's Recebidos.
  await page.goto(`/product/${CAFE.id}`)
  await page.getByRole('link', { name: 'Fazer pedido' }).click()
  await page.getByLabel('Quantidade').fill('3')
  await expect(page.getByText('3 unidades × R$\u00a048,00 = R$\u00a0144,00')).toBeVisible()
  await page.getByLabel('Observação').fill(`pacotes ${marca}`)
  await page.getByRole('radio', { name: 'Entrega combinada' }).check()
  await page.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(page).toHaveURL(new RegExp(`/mensagens/${CAFE.id}/${JOAO_ID}$`))
  await expect(sellerLog.getByText(`Pedido: 3 unidades (entrega combinada) — pacotes ${marca}`)).toBeVisible({ timeout: 10_000 })

  await maria.goto('/pedidos')
  const recebido = maria.getByRole('article', { name: 'Pedido de 3 unidades' }).filter({ hasText: marca })
  await expect(recebido.getByText('Pendente')).toBeVisible()
  await recebido.getByRole('button', { name: 'Aceitar' }).click()
  // The value to pay, suggested from the price (R$ 48,00) and the quantity.
  const aceitar = maria.getByRole('dialog', { name: 'Aceitar pedido' })
  await expect(aceitar.getByRole('textbox', { name: 'Valor a pagar' })).toHaveValue('R$\u00a0144,00')
  await aceitar.getByRole('button', { name: 'Aceitar pedido' }).click()
  await expect(recebido.getByText('Aceito')).toBeVisible()
  await recebido.getByRole('button', { name: 'Marcar como entregue' }).click()
  await expect(recebido.getByText('Entregue')).toBeVisible()
  await expectNoSeriousA11yViolations(maria)

  // João sees the order's lines; his next message is written offline.
  await page.goto(`/mensagens/${CAFE.id}/${JOAO_ID}`)
  await expect(log.getByText('Pedido entregue.')).toBeVisible({ timeout: 10_000 })
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(`Chegou tudo certo, obrigado! ${marca}`)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(log.getByText(`Chegou tudo certo, obrigado! ${marca}`)).toBeVisible()
  await expect(log.getByText('Aguardando envio')).toBeVisible()
  await context.setOffline(false)
  await expect(log.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
  await maria.goto(`/mensagens/${CAFE.id}/${JOAO_ID}`)
  await expect(sellerLog.getByText(`Chegou tudo certo, obrigado! ${marca}`)).toBeVisible()
  const stored = await serverRows(
    request,
    E2E.apiUrl,
    `mensagens?select=id&texto=eq.${encodeURIComponent(`Chegou tudo certo, obrigado! ${marca}`)}`,
  )
  expect(stored).toHaveLength(1)

  // The unread badge: Maria writes while João is elsewhere — away from the conversation first (were
  // it still open when her message arrives, it would be read there), and her message on the server
  // before he opens his conversations.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre o que você procura...' })).toBeVisible()
  await maria.getByRole('textbox', { name: 'Mensagem' }).fill(`Volte sempre! ${marca}`)
  await maria.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect
    .poll(() => serverRows(request, E2E.apiUrl, `mensagens?select=id&texto=eq.${encodeURIComponent(`Volte sempre! ${marca}`)}`))
    .toHaveLength(1)
  await page.goto('/mensagens')
  await expect(page.getByRole('link', { name: new RegExp(`Volte sempre! ${marca}.*1 não lidas`) })).toBeVisible({
    timeout: 20_000,
  })
  // The count beside the greeting (João also has the demo's unread messages as a seller), on the
  // menu's Mensagens and on the account tab; reading the conversation takes its message off.
  const header = page.getByRole('banner').getByRole('button', { name: /^Olá, .* \d+ mensagens? não lidas?$/ })
  await expect(header).toBeVisible()
  const spoken = await header.getByText(/^\d+ mensagens? não lidas?$/).textContent()
  const before = Number(spoken!.split(' ')[0])
  await header.click()
  await expect(
    page.locator('#menu-conta').getByRole('link', { name: new RegExp(`^Mensagens\\s*${before} mensage`) }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(
    page
      .getByRole('navigation', { name: 'Minha conta' })
      .getByRole('link', { name: new RegExp(`Mensagens\\s*${before} mensage`) }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: new RegExp(`Volte sempre! ${marca}`) }).click()
  await expect(log.getByText(`Volte sempre! ${marca}`)).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', {
      name: new RegExp(`^Olá, .* ${before - 1} ${before - 1 === 1 ? 'mensagem não lida' : 'mensagens não lidas'}$`),
    }),
  ).toBeVisible({
    timeout: 10_000,
  })
})
