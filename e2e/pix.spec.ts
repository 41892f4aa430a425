import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'
import { hasError, parsePix } from 'pix-utils'
import sharp from 'sharp'
import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectNoSeriousA11yViolations, serverRows, signIn, waitForServiceWorker } from './helpers'

// Pagar com Pix between two browsers: Maria saves her key, João orders, Maria accepts with the
// value to pay; João's phone shows the code — the QR read off the screen and the copia e cola both
// decode to Maria's key and the value, with a valid CRC — the same with no signal, where he also
// taps "Já paguei"; Maria confirms, and both see "Pago".

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's

/** The QR code as the screen shows it, read by an independent decoder (jsQR). */
async function readQr(qr: Locator): Promise<string> {
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  if (!read) throw new Error('no QR code on the screen')
  return read.data
}

function expectPix(code: string, key: string, value: number) {
  const pix = parsePix(code)
  if (hasError(pix)) throw new Error(`not a valid Pix code (${pix.message}): ${code}`)
  expect(pix).toMatchObject({
    type: 'STATIC',
    pixKey: key,
    transactionAmount: value,
    merchantName: 'MARIA APARECIDA SOUZA',
    merchantCity: 'SANTA MARIA DE',
  })
}

test('a key saved, an order accepted with a value, paid by the code on the phone (offline too) and confirmed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const marca = String(Date.now()).slice(-6)
  const key = randomUUID()
  /** João's order as the database holds it (the columns asked). */
  const orderOnServer = (columns: string) =>
    serverRows(request, E2E.apiUrl, `pedidos?select=${columns}&observacao=eq.${encodeURIComponent(`pacotes ${marca}`)}`)

  // Maria saves her Pix key (a random key: EVP).
  await signIn(page, 'maria.souza', 'produtor123', '/configuracoes')
  const section = page.getByRole('region', { name: 'Chave Pix' })
  await section.getByRole('button', { name: /(Adicionar|Alterar) chave Pix/ }).click()
  const keyDialog = page.getByRole('dialog', { name: 'Chave Pix' })
  await keyDialog.getByRole('textbox', { name: 'Chave Pix' }).fill('não é chave')
  await keyDialog.getByRole('button', { name: 'Salvar chave' }).click()
  await expect(keyDialog.getByText(/^Chave Pix inválida/)).toBeVisible()
  await keyDialog.getByRole('textbox', { name: 'Chave Pix' }).fill(key.toUpperCase())
  await expect(keyDialog.getByText('Tipo: Chave aleatória')).toBeVisible()
  await expect(keyDialog.getByText('Nome: MARIA APARECIDA SOUZA')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await keyDialog.getByRole('button', { name: 'Salvar chave' }).click()
  await expect(section.getByText(key)).toBeVisible()
  await expect(section.getByText('(aguardando envio)')).toBeHidden({ timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)

  // João orders 2 packets.
  const joaoContext = await browser.newContext()
  const joao = await joaoContext.newPage()
  await signIn(joao, 'joao.pereira', 'produtor123', `/fazer-pedido/${CAFE}`)
  await joao.getByLabel('Quantidade').fill('2')
  await joao.getByLabel('Observação').fill(`pacotes ${marca}`)
  await joao.getByRole('radio', { name: 'Retirar no local' }).check()
  await joao.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(joao).toHaveURL(/\/mensagens\//)

  // Maria accepts, stating the value (the price and the quantity suggest R$ 96,00).
  await page.goto('/pedidos')
  const received = page.getByRole('article', { name: 'Pedido de 2 unidades' }).filter({ hasText: marca })
  await received.getByRole('button', { name: 'Aceitar' }).click({ timeout: 20_000 })
  const accept = page.getByRole('dialog', { name: 'Aceitar pedido' })
  const value = accept.getByRole('textbox', { name: 'Valor a pagar' })
  await expect(value).toHaveValue('R$\u00a096,00')
  await value.fill('9150')
  await expect(value).toHaveValue('R$\u00a091,50')
  await accept.getByRole('button', { name: 'Aceitar pedido' }).click()
  await expect(received.getByText('Aceito')).toBeVisible()
  await expect(received.getByText('Aguardando o pagamento do comprador.')).toBeVisible()
  await expect.poll(async () => orderOnServer('valor,pix_chave')).toEqual([{ valor: 91.5, pix_chave: key }])

  // João pays: the code on the screen is Maria's key and the value.
  await joao.goto('/pedidos')
  await joao.getByRole('tab', { name: /Feitos/ }).click()
  const made = joao.getByRole('article', { name: 'Pedido de 2 unidades' }).filter({ hasText: marca })
  await expect(made).toContainText('Valor a pagar: R$ 91,50', { timeout: 20_000 })
  await made.getByRole('button', { name: 'Pagar com Pix' }).click()
  let dialog = joao.getByRole('dialog', { name: 'Pagar com Pix' })
  const code = await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue()
  expectPix(code, key, 91.5)
  expect(await readQr(dialog.getByRole('img', { name: 'QR Code do Pix' }))).toBe(code)
  await expect(dialog.getByText(/Um comprovante em foto não prova o pagamento/)).toBeVisible()
  await expectNoSeriousA11yViolations(joao)
  await dialog.getByRole('button', { name: 'Copiar código' }).click()
  await expect(dialog.getByText(/Código (copiado|selecionado)/)).toBeVisible()
  await joao.keyboard.press('Escape')

  // With no signal: the same code, and "Já paguei" waits on the phone.
  await waitForServiceWorker(joao)
  await joaoContext.setOffline(true)
  // On a 360 px phone, as most buyers will see it.
  await joao.setViewportSize({ width: 360, height: 740 })
  await joao.reload()
  await joao.getByRole('tab', { name: /Feitos/ }).click()
  await made.getByRole('button', { name: 'Pagar com Pix' }).click()
  dialog = joao.getByRole('dialog', { name: 'Pagar com Pix' })
  expect(await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue()).toBe(code)
  const qr = (await dialog.getByRole('img', { name: 'QR Code do Pix' }).boundingBox())!
  expect(qr.x >= 0 && qr.x + qr.width <= 360).toBe(true)
  expect(
    await joao.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
  expect(await readQr(dialog.getByRole('img', { name: 'QR Code do Pix' }))).toBe(code)
  await dialog.getByRole('button', { name: 'Já paguei' }).click()
  await expect(made.getByText('Pagamento informado')).toBeVisible()
  await joaoContext.setOffline(false)
  await expect
    .poll(async () => orderOnServer('pagamento'), {
      timeout: 30_000,
    })
    .toEqual([{ pagamento: 'informado' }])

  // Maria checks her bank and confirms; both see "Pago".
  await page.reload()
  await expect(received.getByText('Pagamento informado')).toBeVisible({ timeout: 20_000 })
  await expect(received.getByText(/Confira no aplicativo do seu banco antes de confirmar/)).toBeVisible()
  await received.getByRole('button', { name: 'Confirmar recebimento' }).click()
  await expect(received.getByText('Pago', { exact: true })).toBeVisible()
  await expect
    .poll(async () => orderOnServer('pagamento'), {
      timeout: 30_000,
    })
    .toEqual([{ pagamento: 'pago' }])
  await joao.reload()
  await joao.getByRole('tab', { name: /Feitos/ }).click()
  await expect(made.getByText('Pago', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(made.getByText('Pagamento confirmado por quem vende.')).toBeVisible()
  await joaoContext.close()
})
