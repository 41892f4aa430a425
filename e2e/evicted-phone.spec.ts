import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { chooseCity, lieFi, serverRows, signIn } from './helpers'
import { LOST_EVENT } from '../src/offline/engine/queue-ledger-note'

// Chrome evicting the site under storage pressure clears IndexedDB and Cache Storage, not
// localStorage: the person stays signed in and the outbox is gone. With an ad and a message
// queued (the API unreachable) and the app closed, the origin's data is cleared as eviction does
// (Storage.clearDataForOrigin); reopened with a connection, the app names both as lost.

const ESTERCO = 'a0000000-0000-4000-8000-000000000007' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const LOST = 'Estas alterações feitas neste celular se perderam e não foram enviadas:'

test('an ad and a message queued, the browser clears the site: reopened, both are named as lost', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const marca = String(Date.now()).slice(-6)
  const titulo = `Couve orgânica ${marca}`
  const texto = `Ainda tem esterco? ${marca}`
  const conversa = `/mensagens/${ESTERCO}/${JOAO_ID}`
  await signIn(page, 'joao.pereira', 'produtor123', conversa)
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeVisible()

  // Nothing reaches the server: the changes wait in the outbox.
  const restore = await lieFi(context, 'fail')
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(texto)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' }).getByText('Aguardando envio')).toBeVisible()
  await page.goto('/criar-anuncio')
  await page.getByRole('textbox', { name: 'Título' }).fill(titulo)
  await page.getByRole('combobox', { name: 'Categoria' }).click()
  await page.getByRole('option', { name: 'Comida' }).click()
  await chooseCity(page, 'Localização', 'Vitória, ES', 'Vitória')
  await page.getByLabel(/^Contato/).pressSequentially('27998761234')
  await page.getByRole('button', { name: 'Publicar anúncio' }).click()
  await expect(page.getByText('2 alterações aguardando conexão para envio.')).toBeVisible({ timeout: 15_000 })

  // The app closed first, as Chrome evicts a site nobody has open: a page left open still holds
  // the queued items in memory and sends them once requests pass (seen in a full run).
  const origin = new URL(page.url()).origin
  await page.goto('about:blank')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb,cache_storage,service_workers' })
  await restore()
  await page.goto('/quem-somos')

  const notice = page.getByRole('alert').filter({ hasText: LOST })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await expect(notice.getByText(`Anúncio “${titulo}”`)).toBeVisible()
  await expect(notice.getByText(`Mensagem “${texto}”`)).toBeVisible()
  // Neither ever reached the server.
  expect(await serverRows(request, E2E.apiUrl, `anuncios?select=id&titulo=eq.${encodeURIComponent(titulo)}`)).toEqual([])
  expect(await serverRows(request, E2E.apiUrl, `mensagens?select=id&texto=eq.${encodeURIComponent(texto)}`)).toEqual([])

  // Read: it goes, and does not come back at the next start.
  await notice.getByRole('button', { name: 'Entendi' }).click()
  await expect(page.getByText(LOST)).toHaveCount(0)
  // The next start's check says when it has answered (the event the notice listens to).
  await page.addInitScript((event) => {
    addEventListener(event, () => document.documentElement.setAttribute('data-lost-checked', ''))
  }, LOST_EVENT)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-lost-checked', '', { timeout: 15_000 })
  await page.evaluate(() => new Promise(requestAnimationFrame))
  await expect(page.getByText(LOST)).toHaveCount(0)
})
