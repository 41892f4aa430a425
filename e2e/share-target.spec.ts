import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
import { E2E } from '../playwright.config'
import { expectSynced, makeJpeg, publishAd, serverRows, signIn, waitForServiceWorker } from './helpers'

// "Compartilhar com o Campo Solidário": photos shared from the phone's gallery reach the service
// worker as the system sends them (a multipart POST to the manifest's share_target) and open a
// new ad with them — online, offline, after signing in, and whatever an empty second request does.

const TEXTO = 'Queijo minas curado, feito na roça'

interface SharedFile {
  name: string
  type: string
  base64: string
}

const asShared = (buffer: Buffer, name: string, type = 'image/jpeg'): SharedFile => ({
  name,
  type,
  base64: buffer.toString('base64'),
})

/** The share sheet's request: a navigation that POSTs the files and text, as Android's does. */
async function share(page: Page, files: SharedFile[], text: string, action = '/compartilhar') {
  await page.evaluate(
    ({ files, text, action }) => {
      const form = Object.assign(document.createElement('form'), {
        method: 'POST',
        enctype: 'multipart/form-data',
        action,
      })
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'fotos', multiple: true })
      const chosen = new DataTransfer()
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
        chosen.items.add(new File([bytes], file.name, { type: file.type }))
      }
      input.files = chosen.files
      const words = Object.assign(document.createElement('input'), { type: 'hidden', name: 'text', value: text })
      form.append(input, words)
      document.body.append(form)
      form.submit()
    },
    { files, text, action },
  )
}

/** The form offers what was shared; the person takes it into the ad. */
async function useShared(page: Page, says?: string) {
  const offer = page.getByRole('region', { name: 'Usar as fotos compartilhadas?' })
  await expect(offer).toBeVisible()
  if (says) await expect(offer.getByText(says)).toBeVisible()
  await offer.getByRole('button', { name: 'Usar no anúncio' }).click()
  await expect(offer).toBeHidden()
}

test('two photos and a text shared open the new-ad form with them; publishing sends both', async ({ page, request }) => {
  test.setTimeout(120_000)
  const titulo = `Queijo compartilhado ${String(Date.now()).slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await waitForServiceWorker(page)
  const fotos = [
    asShared(await makeJpeg(page, 1200, 900), 'queijo-1.jpg'),
    asShared(await makeJpeg(page, 900, 1200), 'queijo-2.jpg'),
  ]

  await share(page, fotos, TEXTO)
  await expect(page).toHaveURL(/\/criar-anuncio/)
  await useShared(page, 'Compartilhado de outro aplicativo: 2 fotos e um texto. Confira antes de usar no anúncio.')
  await expect(page.getByText('Fotos (2 de 5)')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toHaveValue(TEXTO)
  await expect(page.getByText(/Reduzindo/)).toHaveCount(0, { timeout: 20_000 })

  // The shared photos are in the form already: publishAd fills the rest.
  await publishAd(page, { titulo, categoria: 'Comida', cidade: 'Vitória, ES', contato: '27998761234' })
  await expectSynced(page, titulo)
  const [ad] = await serverRows(request, E2E.apiUrl, `anuncios?titulo=eq.${encodeURIComponent(titulo)}&select=imagens,descricao`)
  expect(ad.descricao).toBe(TEXTO)
  expect(ad.imagens).toHaveLength(2)

  // Taken once: the form opened again starts empty.
  await page.goto('/criar-anuncio?compartilhado=1')
  await expect(page.getByText('Fotos (0 de 5)')).toBeVisible()
})

test('offline, a share opens the form with its photos (past 5 and other files left out, said so); published offline, all 5 arrive once online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const titulo = `Queijo compartilhado sem sinal ${String(Date.now()).slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await expect(page.getByText('Fotos (0 de 5)')).toBeVisible()
  await waitForServiceWorker(page)
  const foto = await makeJpeg(page, 800, 600)
  const seis = Array.from({ length: 6 }, (_, i) => asShared(foto, `foto-${i + 1}.jpg`))
  const texto = asShared(Buffer.from('não é foto'), 'lista.txt', 'text/plain')

  await context.setOffline(true)
  await share(page, [...seis, texto], TEXTO)
  await expect(page).toHaveURL(/\/criar-anuncio/)
  await useShared(page)
  await expect(page.getByText('Fotos (5 de 5)')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toHaveValue(TEXTO)
  await expect(page.getByText('Só cabem 5 fotos (até 25 MB) por anúncio.')).toBeVisible()
  await expect(page.getByText('Um arquivo que não é foto ficou de fora.')).toBeVisible()
  await expect(page.getByText(/Reduzindo/)).toHaveCount(0, { timeout: 30_000 })

  // The shared photos are in the form already: publishAd fills the rest.
  await publishAd(page, { titulo, categoria: 'Comida', cidade: 'Vitória, ES', contato: '27998761234' })
  const card = page.getByRole('article', { name: titulo })
  await expect(card.getByText('Aguardando envio')).toBeVisible()
  await context.setOffline(false)
  // Five photos and their small versions to send: longer than one on a busy machine.
  await expect(card.getByText('Aguardando envio')).toBeHidden({ timeout: 60_000 })
  const [ad] = await serverRows(request, E2E.apiUrl, `anuncios?titulo=eq.${encodeURIComponent(titulo)}&select=imagens`)
  expect(ad.imagens).toHaveLength(5)
})

test('an empty second request keeps the photos; a visitor signs in first and finds them there', async ({ page }) => {
  await page.goto('/quem-somos')
  await waitForServiceWorker(page)
  const foto = asShared(await makeJpeg(page, 800, 600), 'mel.jpg')
  // As some Android versions do: the share, then at once an empty request to the same address.
  await page.evaluate(async (file) => {
    const body = new FormData()
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
    body.append('fotos', new File([bytes], file.name, { type: file.type }))
    body.append('text', 'Mel de aroeira')
    await fetch('/compartilhar', { method: 'POST', body })
    await fetch('/compartilhar', { method: 'POST', body: new FormData() })
  }, foto)

  await page.goto('/criar-anuncio?compartilhado=1')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill('maria.souza')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('produtor123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/criar-anuncio/)
  await useShared(page)
  await expect(page.getByText('Fotos (1 de 5)')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toHaveValue('Mel de aroeira')
})

test('a share posted by a page elsewhere fills nothing until the person confirms; "Descartar" drops it', async ({ page }) => {
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await waitForServiceWorker(page)
  const foto = asShared(await makeJpeg(page, 800, 600), 'golpe.jpg')
  // A page of another site (here a document of no origin) posting a form to the share target.
  const elsewhere = await page.context().newPage()
  await elsewhere.setContent('<!doctype html><title>Outro site</title><p>Promoção</p>')
  await share(elsewhere, [foto], 'Pague o frete por este link: http://golpe.example', `${E2E.appUrl}/compartilhar`)
  await expect(elsewhere).toHaveURL(/\/criar-anuncio\?compartilhado=1/)
  const offer = elsewhere.getByRole('region', { name: 'Usar as fotos compartilhadas?' })
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('img', { name: 'Foto compartilhada 1' })).toBeVisible()
  await expect(elsewhere.getByText('Fotos (0 de 5)')).toBeVisible()
  await expect(elsewhere.getByRole('textbox', { name: 'Descrição', exact: true })).toHaveValue('')
  await offer.getByRole('button', { name: 'Descartar' }).click()
  await expect(offer).toBeHidden()
  await expect(elsewhere.getByText('Fotos (0 de 5)')).toBeVisible()
  // Dropped: opened again, nothing is offered.
  await elsewhere.goto('/criar-anuncio?compartilhado=1')
  await expect(elsewhere.getByText('Fotos (0 de 5)')).toBeVisible()
  await expect(elsewhere.getByRole('region', { name: 'Usar as fotos compartilhadas?' })).toHaveCount(0)
})

test('a share keeps at most 25 MB of photos, and one older than a day is dropped unseen', async ({ page }) => {
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await waitForServiceWorker(page)
  // Three 10 MB "photos": two fit in 25 MB, the third is left out.
  const kept = await page.evaluate(async () => {
    const body = new FormData()
    for (let i = 0; i < 3; i++)
      body.append('fotos', new File([new Uint8Array(10 * 1024 * 1024)], `grande-${i}.jpg`, { type: 'image/jpeg' }))
    await fetch('/compartilhar', { method: 'POST', body })
    const cache = await caches.open('compartilhado')
    return (await (await cache.match('/__compartilhado/itens'))!.json()) as { fotos: number; deixadas: number }
  })
  expect(kept).toMatchObject({ fotos: 2, deixadas: 1 })
  // Kept more than a day ago: the form drops it and offers nothing.
  await page.evaluate(async () => {
    const cache = await caches.open('compartilhado')
    const items = await (await cache.match('/__compartilhado/itens'))!.json()
    await cache.put('/__compartilhado/itens', Response.json({ ...items, guardadoEm: Date.now() - 25 * 60 * 60 * 1000 }))
  })
  await page.goto('/criar-anuncio?compartilhado=1')
  await expect(page.getByText('Fotos (0 de 5)')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Usar as fotos compartilhadas?' })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => caches.has('compartilhado'))).toBe(false)
})

test('the manifest, with its share target, is one Chromium installs: no parse error, no installability error', async ({
  playwright,
}) => {
  // Not the test's own context: Playwright's are incognito, where Chromium installs nothing.
  const profile = await mkdtemp(path.join(tmpdir(), 'campo-instalavel-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: E2E.appUrl,
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(JSON.parse(manifest.data ?? '{}').share_target).toMatchObject({ action: '/compartilhar', method: 'POST' })
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})
