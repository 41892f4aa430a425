import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { chooseCity, makeJpeg, phoneRowCount, serverRows, signIn, signOut } from './helpers'

// A cheap phone's browser kills a tab in the background within minutes: what the person was
// typing is kept on the phone as they type and offered when the form opens again.

const ESTERCO = 'a0000000-0000-4000-8000-000000000007' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

/** Until the phone holds the form's draft (and, for the ad form, this many photos in it). */
async function draftKept(page: Page, photos?: number) {
  await expect.poll(() => phoneRowCount(page, 'drafts')).toBe(1)
  if (photos === undefined) return
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('campo-solidario')
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const read = open.result.transaction('draftAttachments').objectStore('draftAttachments').get('anuncio:novo')
              read.onsuccess = () => resolve((read.result?.attachments?.fotos ?? []).length)
              read.onerror = () => reject(read.error)
            }
          }),
      ),
    )
    .toBe(photos)
}

test('an ad with three photos, the page closed: /criar-anuncio offers it whole, and it publishes once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const titulo = `Queijo minas curado ${String(Date.now()).slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await expect(page.getByRole('textbox', { name: 'Título' })).toBeVisible()
  const photos = await Promise.all([makeJpeg(page, 1200, 900), makeJpeg(page, 1200, 900), makeJpeg(page, 900, 1200)])
  await page.getByRole('textbox', { name: 'Título' }).fill(titulo)
  await page.getByRole('combobox', { name: 'Categoria' }).click()
  await page.getByRole('option', { name: 'Comida' }).click()
  await page.getByLabel('Preço').pressSequentially('3500')
  await chooseCity(page, 'Localização', 'Vitória, ES', 'Vitória')
  await page.getByLabel(/^Contato/).pressSequentially('27998761234')
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Curado por 30 dias, na palha.')
  await page
    .getByTestId('fotos-galeria')
    .setInputFiles(photos.map((buffer, i) => ({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })))
  await expect(page.getByText(/Reduzindo/)).toHaveCount(0, { timeout: 20_000 })
  await draftKept(page, 3)

  await page.close()
  const again = await context.newPage()
  await again.goto('/criar-anuncio')
  const offer = again.getByRole('region', { name: 'Rascunho guardado' })
  await expect(offer.getByText('Você tem um anúncio não terminado')).toBeVisible()
  // Nothing is filled until the person chooses.
  await expect(again.getByRole('textbox', { name: 'Título' })).toHaveValue('')
  await offer.getByRole('button', { name: 'Continuar' }).click()
  await expect(offer).toHaveCount(0)
  await expect(again.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo)
  await expect(again.getByRole('combobox', { name: 'Categoria' })).toHaveValue('Comida')
  await expect(again.getByLabel('Preço')).toHaveValue(/^R\$\s35,00$/)
  await expect(again.getByRole('combobox', { name: 'Localização' })).toHaveValue('Vitória, ES')
  await expect(again.getByLabel(/^Contato/)).toHaveValue('(27) 99876-1234')
  await expect(again.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Curado por 30 dias, na palha.')
  await expect(again.getByRole('listitem', { name: /^Foto \d$/ })).toHaveCount(3)

  await again.getByRole('button', { name: 'Publicar anúncio' }).click()
  await expect(again).toHaveURL(/\/meus-anuncios$/)
  await expect
    .poll(async () => serverRows(request, E2E.apiUrl, `anuncios?select=imagens&titulo=eq.${encodeURIComponent(titulo)}`), {
      timeout: 30_000,
    })
    .toEqual([{ imagens: [expect.any(String), expect.any(String), expect.any(String)] }])
  // Sent: the draft is gone, and the form opens empty.
  expect(await phoneRowCount(again, 'drafts')).toBe(0)
  expect(await phoneRowCount(again, 'draftAttachments')).toBe(0)
  await again.goto('/criar-anuncio')
  await expect(again.getByRole('textbox', { name: 'Título' })).toBeVisible()
  // The form has asked the phone for a draft (aria-busy ends): none is offered.
  await expect(again.locator('main form')).toHaveAttribute('aria-busy', 'false')
  await expect(again.getByRole('region', { name: 'Rascunho guardado' })).toHaveCount(0)
})

test('a message being written comes back by itself after a reload; "Descartar" and "Sair" forget drafts', async ({ page }) => {
  test.setTimeout(90_000)
  const conversa = `/mensagens/${ESTERCO}/${JOAO_ID}`
  await signIn(page, 'joao.pereira', 'produtor123', conversa)
  const box = page.getByRole('textbox', { name: 'Mensagem' })
  await box.fill('Amanhã eu passo aí para buscar o esterco')
  await draftKept(page)
  await page.reload()
  await expect(box).toHaveValue('Amanhã eu passo aí para buscar o esterco')

  // A trip offer begun, then discarded when offered again.
  await page.goto('/oferecer-viagem')
  await page.getByRole('textbox', { name: 'Veículo' }).fill('Caminhonete F-1000')
  await expect.poll(() => phoneRowCount(page, 'drafts')).toBe(2)
  await page.reload()
  const offer = page.getByRole('region', { name: 'Rascunho guardado' })
  await expect(offer.getByText('Você tem uma viagem não terminada')).toBeVisible()
  await offer.getByRole('button', { name: 'Descartar' }).click()
  await expect(page.getByRole('textbox', { name: 'Veículo' })).toHaveValue('')
  await expect.poll(() => phoneRowCount(page, 'drafts')).toBe(1)

  await signOut(page)
  await expect.poll(() => phoneRowCount(page, 'drafts')).toBe(0)
})

test('an order begun is offered again after a reload, and a comment being written comes back by itself', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'joao.pereira', 'produtor123', `/fazer-pedido/${ESTERCO}`)
  await page.getByLabel('Quantidade').fill('3')
  await page.getByLabel('Observação').fill('Pode deixar na porteira')
  await draftKept(page)
  await page.reload()
  const offer = page.getByRole('region', { name: 'Rascunho guardado' })
  await expect(offer.getByText('Você tem um pedido não terminado')).toBeVisible()
  await expect(page.getByLabel('Quantidade')).toHaveValue('')
  await offer.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByLabel('Quantidade')).toHaveValue('3')
  await expect(page.getByLabel('Observação')).toHaveValue('Pode deixar na porteira')

  await page.goto(`/product/${ESTERCO}`)
  const comentario = page.getByRole('form', { name: 'Deixe seu comentário' })
  await comentario.getByLabel('Seu comentário').fill('Esterco bem curtido, recomendo')
  await expect.poll(() => phoneRowCount(page, 'drafts')).toBe(2)
  await page.reload()
  await expect(comentario.getByLabel('Seu comentário')).toHaveValue('Esterco bem curtido, recomendo')
})
