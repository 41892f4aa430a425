import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { lieFi, serverRows, signIn, waitForServiceWorker } from './helpers'

// "Lie-fi": the phone shows bars (navigator.onLine stays true) and nothing reaches the server —
// every request to the API fails at once, or hangs without an answer. The app must say it is
// offline, say that changes wait on the phone (never "enviado"), show lists from the phone's copy
// within its deadline, and send each change exactly once when requests pass again.

const MEL = { id: 'a0000000-0000-4000-8000-000000000005', titulo: 'Mel silvestre puro, pote de 1 kg' } // Maria's
const ESTERCO = { id: 'a0000000-0000-4000-8000-000000000007', titulo: 'Esterco curtido de galinha (saco 40 kg)' } // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
// A list that holds Mel whatever the tests before published: the first page of the whole list
// holds the 20 newest ads, and Mel is the 19th newest of the demo data.
const LIST_WITH_MEL = '/frete-solidario?search=mel%20silvestre'

/** Visits the pages to be read later, online, with the service worker in control. */
async function visitOnline(page: Page, adId: string) {
  await signIn(page, 'joao.pereira', 'produtor123', `/product/${adId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  await page.goto(LIST_WITH_MEL)
  await expect(page.getByRole('link', { name: MEL.titulo })).toBeVisible()
}

const browserSaysOnline = (page: Page) => page.evaluate(() => navigator.onLine)

test('requests failing while the phone says online: offline notice, "será enviado", then sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const marca = String(Date.now()).slice(-6)
  await visitOnline(page, MEL.id)

  const restore = await lieFi(context, 'fail')
  await page.reload()
  expect(await browserSaysOnline(page)).toBe(true)
  await expect(page.getByText('Você está offline')).toBeVisible()
  await expect(page.getByText('Sem conexão: mostrando os anúncios guardados no seu aparelho.')).toBeVisible()
  await expect(page.getByRole('link', { name: MEL.titulo })).toBeVisible()

  await page.goto(`/product/${MEL.id}`)
  await expect(page.getByRole('heading', { level: 1, name: MEL.titulo })).toBeVisible()
  const cinco = page.getByRole('radio', { name: '5 estrelas' })
  await page.locator(`label[for="${await cinco.getAttribute('id')}"]`).click()
  await page.getByRole('textbox', { name: 'Seu comentário' }).fill(`Mel muito bom ${marca}`)
  await page.getByRole('button', { name: 'Enviar comentário' }).click()
  await expect(page.getByText('Comentário salvo. Será enviado quando houver conexão.')).toBeVisible()
  expect(
    await serverRows(request, E2E.apiUrl, `comentarios?select=id&comentario=eq.${encodeURIComponent(`Mel muito bom ${marca}`)}`),
  ).toEqual([])

  await page.getByRole('link', { name: 'Fazer pedido' }).click()
  await page.getByLabel('Quantidade').fill('2')
  await page.getByLabel('Observação').fill(`potes ${marca}`)
  await page.getByRole('radio', { name: 'Entrega combinada' }).check()
  await page.getByRole('button', { name: 'Fazer pedido' }).click()
  await expect(page.getByText('Seu pedido será enviado quando houver conexão.')).toBeVisible()
  expect(
    await serverRows(request, E2E.apiUrl, `pedidos?select=id&observacao=eq.${encodeURIComponent(`potes ${marca}`)}`),
  ).toEqual([])

  // Requests pass again: no browser event says so; the app's own check finds out.
  await restore()
  await expect(page.getByText('Você está offline')).toBeHidden({ timeout: 30_000 })
  await expect
    .poll(
      () =>
        serverRows(request, E2E.apiUrl, `comentarios?select=id&comentario=eq.${encodeURIComponent(`Mel muito bom ${marca}`)}`),
      {
        timeout: 30_000,
      },
    )
    .toHaveLength(1)
  await expect
    .poll(() => serverRows(request, E2E.apiUrl, `pedidos?select=id&observacao=eq.${encodeURIComponent(`potes ${marca}`)}`), {
      timeout: 30_000,
    })
    .toHaveLength(1)
  await expect(page.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
})

test('requests hanging while the phone says online: lists from the phone within the deadline, a message sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const marca = String(Date.now()).slice(-6)
  await visitOnline(page, ESTERCO.id)
  const conversa = `/mensagens/${ESTERCO.id}/${JOAO_ID}`
  await page.goto(conversa)
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeVisible()

  const restore = await lieFi(context, 'hang')
  const start = Date.now()
  await page.goto(LIST_WITH_MEL)
  await expect(page.getByText('Sem conexão: mostrando os anúncios guardados no seu aparelho.')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('link', { name: MEL.titulo })).toBeVisible()
  const listShownAfter = Date.now() - start
  console.log(`Hanging API → the list from the phone's copy after ${listShownAfter} ms`)
  expect(listShownAfter).toBeLessThan(10_000)
  expect(await browserSaysOnline(page)).toBe(true)
  // A read that passed its deadline says the truth about the connection.
  await expect(page.getByText('Você está offline')).toBeVisible({ timeout: 15_000 })

  await page.goto(conversa)
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(`Tem esterco para sexta? ${marca}`)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  const log = page.getByRole('log', { name: 'Mensagens da conversa' })
  await expect(log.getByText(`Tem esterco para sexta? ${marca}`)).toBeVisible()
  await expect(log.getByText('Aguardando envio')).toBeVisible()

  await restore()
  await expect(log.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
  await expect(page.getByText('Você está offline')).toBeHidden({ timeout: 30_000 })
  const enviadas = await serverRows(
    request,
    E2E.apiUrl,
    `mensagens?select=id&texto=eq.${encodeURIComponent(`Tem esterco para sexta? ${marca}`)}`,
  )
  expect(enviadas).toHaveLength(1)
})
