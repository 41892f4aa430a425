import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { fillAdForm, makeJpeg, phoneRowCount, serverRows, signIn } from './helpers'
import { launchOnSmallDisk } from './small-disk/launch'

// A cheap phone is nearly always full. With Chromium's profile on a disk of its own, filled until
// little is left, a producer publishes an ad with photos: the phone says in pt-BR that it has no
// space, the form keeps everything, and nothing is half-kept; once there is space again the same
// form publishes, once.

/** How many ads with this title the phone's database holds. */
const phoneAdsTitled = (page: Page, titulo: string) =>
  page.evaluate(
    (t) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('campo-solidario')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('anuncios').objectStore('anuncios').getAll()
          all.onsuccess = () => resolve((all.result as { titulo: string }[]).filter((ad) => ad.titulo === t).length)
          all.onerror = () => reject(all.error)
        }
      }),
    titulo,
  )

const NO_SPACE = 'Não há espaço no celular para guardar isto. Libere espaço e tente de novo.'

test('publishing an ad with photos on a full phone: said in pt-BR, the form whole, nothing half-kept; with space, published once', async ({
  request,
}) => {
  test.setTimeout(150_000)
  const phone = await launchOnSmallDisk(128)
  try {
    const page = await phone.context.newPage()
    const titulo = `Mel de abelha jataí ${String(Date.now()).slice(-6)}`
    await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
    await expect(page.getByRole('textbox', { name: 'Título' })).toBeVisible()
    const photos = await Promise.all([makeJpeg(page, 1600, 1200), makeJpeg(page, 1600, 1200), makeJpeg(page, 1200, 1600)])
    await fillAdForm(page, {
      titulo,
      categoria: 'Comida',
      preco: '4500',
      cidade: 'Vitória, ES',
      contato: '27998761234',
      fotos: photos,
    })
    await expect(page.getByRole('listitem', { name: /^Foto \d$/ })).toHaveCount(3)
    // The draft holds the photos already: what follows is the publication's own write.
    await expect.poll(() => phoneRowCount(page, 'draftAttachments')).toBe(1)
    const queuedBefore = await phoneRowCount(page, 'outbox')

    await phone.fill(128 * 1024)
    await page.getByRole('button', { name: 'Publicar anúncio' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Sem espaço no celular' })
    await expect(notice.getByText(NO_SPACE)).toBeVisible()
    await expect(page.getByText('Erro ao criar anúncio. Tente novamente.')).toHaveCount(0)
    // The form as the person left it.
    await expect(page).toHaveURL(/\/criar-anuncio$/)
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo)
    await expect(page.getByLabel('Preço')).toHaveValue(/^R\$\s45,00$/)
    await expect(page.getByRole('listitem', { name: /^Foto \d$/ })).toHaveCount(3)
    // Nothing half-kept: no change queued, no ad on the phone or the server.
    expect(await phoneRowCount(page, 'outbox')).toBe(queuedBefore)
    expect(await phoneAdsTitled(page, titulo)).toBe(0)
    expect(await serverRows(request, E2E.apiUrl, `anuncios?select=id&titulo=eq.${encodeURIComponent(titulo)}`)).toEqual([])

    // "Liberar espaço" forgets the copies and says so; the person also deletes files of their own.
    await notice.getByRole('button', { name: 'Liberar espaço' }).click()
    await expect(notice.getByRole('status')).toHaveText(/^Espaço liberado/)
    await phone.free()
    await page.getByRole('button', { name: 'Publicar anúncio' }).click()
    await expect(page).toHaveURL(/\/meus-anuncios$/)
    await expect
      .poll(async () => serverRows(request, E2E.apiUrl, `anuncios?select=imagens&titulo=eq.${encodeURIComponent(titulo)}`), {
        timeout: 30_000,
      })
      .toEqual([{ imagens: [expect.any(String), expect.any(String), expect.any(String)] }])
  } finally {
    await phone.close()
  }
  expect(phone.cspViolations, 'the Content-Security-Policy refused something').toEqual([])
})
