import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { E2E } from '../playwright.config'
import {
  chooseCity,
  expectNoSeriousA11yViolations,
  expectSynced,
  fillAdForm,
  serverRows,
  signIn,
  waitForServiceWorker,
} from './helpers'

// Vender comida (issue 77), as people do it: Maria keeps a pickup point and publishes tomatoes by
// the kilo with 10 kg; João orders 4 kg to pick up at the market and sees the total; Maria accepts
// and the ad shows 6 kg. With 6 kg left, orders of 5 and 4 kg: the second acceptance is refused
// with what remains, and can be discarded. At 0 the card and page say "Esgotado" and take no
// order; "Repor estoque" brings it back. An order made with no signal arrives once.

const ADMIN = { login: 'admin', senha: 'admin1234' }

async function order(page: Page, adId: string, kg: string, note: string) {
  await page.goto(`/fazer-pedido/${adId}`)
  await page.getByLabel('Quantidade').fill(kg)
  await page.getByLabel('Observação').fill(note)
  await page.getByRole('radio', { name: /^Feira do Produtor/ }).check()
  await page.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(page).toHaveURL(/\/mensagens\//)
}

/**
 * What the server holds of the ad's stock. A change is on the server once this says so — not when
 * "Aguardando envio" is hidden, which it also is in the moment before the mark is first drawn.
 */
async function stockOnServer(request: APIRequestContext, adId: string) {
  const [row] = await serverRows(request, E2E.apiUrl, `anuncios?select=quantidade_disponivel&id=eq.${adId}`)
  return row?.quantidade_disponivel
}

/** Maria's card of the order whose note is `note`, in her received orders. */
function received(page: Page, note: string) {
  return page.getByRole('article').filter({ hasText: note })
}

async function accept(page: Page, note: string) {
  const card = received(page, note)
  await card.getByRole('button', { name: 'Aceitar' }).click({ timeout: 20_000 })
  await page.getByRole('dialog', { name: 'Aceitar pedido' }).getByRole('button', { name: 'Aceitar pedido' }).click()
  return card
}

test('tomatoes by the kilo: unit, stock, an order in kg at a pickup point, never oversold, "Esgotado" and "Repor estoque"', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const marca = String(Date.now()).slice(-6)
  const titulo = `Tomate ${marca}`

  // Maria keeps a pickup point.
  await signIn(page, 'maria.souza', 'produtor123', '/configuracoes')
  const points = page.getByRole('region', { name: 'Pontos de retirada' })
  await points.getByRole('button', { name: 'Adicionar ponto de retirada' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo ponto de retirada' })
  await dialog.getByLabel('Nome').fill(`Feira do Produtor ${marca}`)
  await dialog.getByLabel('Endereço ou lugar').fill('Praça Central')
  await chooseCity(page, 'Cidade', 'Santa Maria de Jetibá, ES', 'Santa Maria de Jet')
  await dialog.getByLabel('Dias e horários').fill('sábado, 6h às 12h')
  await dialog.getByRole('button', { name: 'Salvar ponto' }).click()
  await expect(points.getByText(`Feira do Produtor ${marca} — sábado, 6h às 12h`)).toBeVisible()
  await expect(points.getByText('Aguardando envio')).toBeHidden({ timeout: 15_000 })

  // She publishes tomatoes by the kilo, 10 kg, to pick up there.
  await page.goto('/criar-anuncio')
  await fillAdForm(page, { titulo, categoria: 'Comida', cidade: 'Santa Maria de Jetibá, ES', contato: '27998761234' })
  await page.getByRole('combobox', { name: 'Vendido por' }).click()
  await page.getByRole('option', { name: 'Quilo (kg)' }).click()
  await page.getByLabel('Preço por kg').pressSequentially('600')
  await page.getByLabel('Quantidade disponível').fill('10')
  await page.getByRole('checkbox', { name: new RegExp(`^Feira do Produtor ${marca}`) }).check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Publicar anúncio' }).click()
  const mine = await expectSynced(page, titulo)
  await expect(mine.getByText('R$ 6,00 / kg')).toBeVisible()
  await expect(mine.getByText(/10 kg disponíveis/)).toBeVisible()
  const [row] = await serverRows(request, E2E.apiUrl, `anuncios?select=id,unidade,quantidade_disponivel&titulo=eq.${titulo}`)
  expect(row).toMatchObject({ unidade: 'kg', quantidade_disponivel: 10 })
  const adId = String(row.id)

  // The shared link's preview says the unit and the amount.
  const preview = await (await request.get(`/product/${adId}`, { headers: { 'User-Agent': 'WhatsApp/2.23.20.0' } })).text()
  expect(preview).toContain(`<title>${titulo} — R$\u00a06,00 / kg em Santa Maria de Jetibá/ES | Campo Solidário</title>`)
  expect(preview).toContain('<meta name="description" content="10 kg disponíveis.')

  // João sees the card and the page, then orders 4 kg to pick up at the market.
  const joao = await (await browser.newContext()).newPage()
  await signIn(joao, 'joao.pereira', 'produtor123', `/frete-solidario?search=${encodeURIComponent(titulo)}`)
  const card = joao.getByRole('main').getByRole('listitem').filter({ hasText: titulo })
  await expect(card.getByText('R$ 6,00 / kg')).toBeVisible()
  await expect(card.getByText('10 kg disponíveis')).toBeVisible()
  await joao.goto(`/product/${adId}`)
  await expect(joao.getByText('10 kg disponíveis').first()).toBeVisible()
  const where = joao.getByRole('region', { name: 'Onde retirar' })
  await expect(where.getByText(`Feira do Produtor ${marca} — sábado, 6h às 12h`)).toBeVisible()
  // Its place was looked up when Maria's phone sent it (the local geocoder): it has a map.
  await where.getByRole('button', { name: 'Ver pontos no mapa' }).click()
  await expect(joao.getByRole('region', { name: 'Mapa dos pontos de retirada' })).toBeVisible()
  await joao.getByRole('link', { name: 'Fazer pedido' }).click()
  await joao.getByLabel('Quantidade').fill('4')
  await expect(joao.getByText('4 kg × R$ 6,00 = R$ 24,00')).toBeVisible()
  await joao.getByLabel('Observação').fill(`primeiro ${marca}`)
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(joao.getByText('Escolha onde retirar')).toBeVisible()
  await joao.getByRole('radio', { name: /^Feira do Produtor/ }).check()
  await expectNoSeriousA11yViolations(joao)
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(joao).toHaveURL(/\/mensagens\//)

  // Maria sees where, accepts at the total, and the ad has 6 kg left.
  await page.goto('/pedidos')
  const first = received(page, `primeiro ${marca}`)
  await expect(first.getByText(`Retirar em: Feira do Produtor ${marca} — sábado, 6h às 12h · Praça Central`)).toBeVisible({
    timeout: 20_000,
  })
  await expect(first.getByText('4 kg × R$ 6,00 = R$ 24,00')).toBeVisible()
  await first.getByRole('button', { name: 'Aceitar' }).click()
  const aceitar = page.getByRole('dialog', { name: 'Aceitar pedido' })
  await expect(aceitar.getByRole('textbox', { name: 'Valor a pagar' })).toHaveValue('R$\u00a024,00')
  await aceitar.getByRole('button', { name: 'Aceitar pedido' }).click()
  await expect(first.getByText('Aceito')).toBeVisible()
  await expect.poll(() => stockOnServer(request, adId)).toBe(6)
  await joao.goto(`/product/${adId}`)
  await expect(joao.getByText('6 kg disponíveis').first()).toBeVisible()

  // With 6 kg left: João orders 5 kg, and the admin 4 kg. Accepting both refuses the second.
  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, ADMIN.login, ADMIN.senha, '/quem-somos')
  await expect(admin.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible()
  await order(joao, adId, '5', `cinco ${marca}`)
  await order(admin, adId, '4', `quatro ${marca}`)
  await page.goto('/pedidos')
  await expect(await accept(page, `cinco ${marca}`)).toContainText('Aceito')
  const four = await accept(page, `quatro ${marca}`)
  await expect(four.getByText('Mudança do pedido não aceita')).toBeVisible({ timeout: 20_000 })
  await expect(four.getByText('Não há quantidade disponível para este pedido (restam 1 kg).')).toBeVisible()
  // The line under the header leads to where the refusal is shown.
  await expect(page.getByRole('status').getByRole('link', { name: 'Ver em Pedidos' })).toBeVisible()
  await four.getByRole('button', { name: 'Descartar' }).click()
  await expect(four.getByText('Pendente')).toBeVisible({ timeout: 20_000 })
  await four.getByRole('button', { name: 'Recusar' }).click()
  await expect(four.getByText('Recusado')).toBeVisible()

  // Maria sells the last kilo by her count: at 0 the card and the page say "Esgotado", with no order.
  await page.goto('/meus-anuncios')
  await mine.getByRole('button', { name: 'Repor estoque' }).click()
  const repor = page.getByRole('dialog', { name: 'Repor estoque' })
  await repor.getByLabel('Quantidade disponível agora').fill('0')
  await repor.getByRole('button', { name: 'Salvar estoque' }).click()
  await expect(mine.getByText('Esgotado')).toBeVisible()
  await expect.poll(() => stockOnServer(request, adId), { timeout: 15_000 }).toBe(0)
  await joao.goto(`/frete-solidario?search=${encodeURIComponent(titulo)}`)
  await expect(card.getByText('Esgotado')).toBeVisible()
  await joao.goto(`/product/${adId}`)
  await expect(joao.getByRole('main').getByText('Esgotado').first()).toBeVisible()
  await expect(joao.getByRole('link', { name: 'Enviar mensagem' })).toBeVisible()
  await expect(joao.getByRole('link', { name: 'Fazer pedido' })).toHaveCount(0)
  await joao.goto(`/frete-solidario?search=${encodeURIComponent(titulo)}&stock=1`)
  await expect(joao.getByText('Nenhum anúncio encontrado')).toBeVisible()

  // "Repor estoque" brings it back, and an order made with no signal arrives once.
  await mine.getByRole('button', { name: 'Repor estoque' }).click()
  await repor.getByLabel('Quantidade disponível agora').fill('8')
  await repor.getByRole('button', { name: 'Salvar estoque' }).click()
  await expect(mine.getByText('8 kg disponíveis', { exact: false })).toBeVisible()
  await expect.poll(() => stockOnServer(request, adId), { timeout: 15_000 }).toBe(8)
  await joao.goto(`/product/${adId}`)
  await expect(joao.getByText('8 kg disponíveis').first()).toBeVisible()
  await waitForServiceWorker(joao)
  await joao.context().setOffline(true)
  await joao.getByRole('link', { name: 'Fazer pedido' }).click()
  await joao.getByLabel('Quantidade').fill('2')
  await joao.getByLabel('Observação').fill(`sem sinal ${marca}`)
  await joao.getByRole('radio', { name: /^Feira do Produtor/ }).check()
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(joao.getByText('Seu pedido será enviado quando houver conexão.')).toBeVisible()
  await joao.context().setOffline(false)
  const offline = `pedidos?select=id,quantidade,retirada&observacao=eq.${encodeURIComponent(`sem sinal ${marca}`)}`
  await expect.poll(() => serverRows(request, E2E.apiUrl, offline), { timeout: 30_000 }).toHaveLength(1)
  expect((await serverRows(request, E2E.apiUrl, offline))[0]).toMatchObject({
    quantidade: '2 kg',
    retirada: `Feira do Produtor ${marca} — sábado, 6h às 12h · Praça Central, Santa Maria de Jetibá/ES`,
  })
})
