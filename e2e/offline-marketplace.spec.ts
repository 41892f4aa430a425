import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectSynced, makeJpeg, publishAd, serverRows, signIn, waitForServiceWorker } from './helpers'

// A producer with no signal: after one online visit, browsing, publishing with a photo,
// commenting and pausing all work offline; when the connection returns each change reaches the
// server exactly once and another browser sees it.
test('offline: browse, publish with a photo, comment and pause; online again, everything arrives once', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const marca = String(Date.now()).slice(-6)
  const comFoto = `Queijo minas artesanal ${marca}`
  const offline = `Doce de leite caseiro ${marca}`

  // Online: publish one ad with a photo and visit the pages to be read offline.
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await publishAd(page, {
    titulo: comFoto,
    categoria: 'Comida',
    cidade: 'Vitória, ES',
    contato: '27998761234',
    fotos: [await makeJpeg(page, 1200, 900)],
  })
  await expectSynced(page, comFoto)
  await waitForServiceWorker(page)
  await page.goto('/frete-solidario')
  await page.getByRole('button', { name: 'Mapa' }).click()
  await expect(page.getByText(/^\d+ anúncios no mapa$/)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Carregando mapa...')).toBeHidden({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Lista' }).click()
  await page.getByRole('link', { name: comFoto }).click()
  const foto = page.getByRole('img', { name: `${comFoto} — foto 1` })
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const url = page.url()
  await page.goto('/informativos/captacao-de-agua-da-chuva')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Offline: the list, the ad page with its photo and an article still open.
  await context.setOffline(true)
  await page.goto('/frete-solidario')
  await expect(page.getByText('Sem conexão: mostrando os anúncios guardados no seu aparelho.')).toBeVisible()
  await expect(page.getByRole('link', { name: comFoto })).toBeVisible()
  // The map area seen online shows again: its code is precached, its tiles cached.
  const tilesFromCache: string[] = []
  page.on('response', (r) => r.url().includes('/dev/tiles/') && r.status() === 200 && tilesFromCache.push(r.url()))
  await page.getByRole('button', { name: 'Mapa' }).click()
  await expect(page.getByText(/^\d+ anúncios no mapa$/)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Carregando mapa...')).toBeHidden({ timeout: 20_000 })
  await expect.poll(() => tilesFromCache.length).toBeGreaterThan(0)
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: comFoto })).toBeVisible()
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await page.goto('/informativos/captacao-de-agua-da-chuva')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Offline: comment, pause, publish with a photo.
  await page.goto(url)
  // Her own ad: she answers without a rating.
  await page.getByRole('textbox', { name: 'Seu comentário' }).fill('Queijo curado no ponto certo.')
  await page.getByRole('button', { name: 'Enviar comentário' }).click()
  await expect(page.getByText('Comentário salvo. Será enviado quando houver conexão.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Lista de comentários' }).getByText('Aguardando envio')).toBeVisible()

  await page.goto('/meus-anuncios')
  await page.getByRole('article', { name: comFoto }).getByRole('button', { name: 'Pausar' }).click()
  await expect(page.getByText('Anúncio pausado com sucesso! Será enviado quando houver conexão.')).toBeVisible()

  await page.goto('/criar-anuncio')
  await expect(page.getByText('2 alterações aguardando conexão para envio.')).toBeVisible()
  await publishAd(page, {
    titulo: offline,
    categoria: 'Comida',
    cidade: 'Vitória, ES',
    contato: '27998761234',
    fotos: [await makeJpeg(page, 1600, 1200)],
  })
  await expect(page.getByText('Seu anúncio será publicado quando houver conexão')).toBeVisible()
  const pendente = page.getByRole('article', { name: offline })
  await expect(pendente.getByText('Aguardando envio')).toBeVisible()
  await expect(page.getByText(/alterações aguardando conexão para envio/)).toBeVisible()
  expect(await serverRows(request, E2E.apiUrl, `anuncios?select=id&titulo=eq.${encodeURIComponent(offline)}`)).toEqual([])

  // Online again: another browser sees the new ad; the server holds each change once.
  const outro = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR' })
  const visitante = await outro.newPage()
  await context.setOffline(false)
  const inicio = Date.now()
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(pendente.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
  await expect
    .poll(
      async () => {
        await visitante.goto(`/frete-solidario?search=${encodeURIComponent(`doce de leite ${marca}`)}`)
        const card = visitante.getByRole('link', { name: offline })
        await expect(card.or(visitante.getByText('Nenhum anúncio encontrado'))).toBeVisible()
        return card.count()
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(1)
  console.log(`Online again → the queued ad visible to another browser in ${Date.now() - inicio} ms`)
  await outro.close()

  const [novo, ...duplicados] = await serverRows(
    request,
    E2E.apiUrl,
    `anuncios?select=*&titulo=eq.${encodeURIComponent(offline)}`,
  )
  expect(duplicados).toEqual([])
  expect(novo.imagens).toHaveLength(1)
  expect(novo.latitude).toBeCloseTo(-20.3155, 3)
  const [original] = await serverRows(request, E2E.apiUrl, `anuncios?select=id,status&titulo=eq.${encodeURIComponent(comFoto)}`)
  expect(original.status).toBe('pausado')
  const comentarios = await serverRows(request, E2E.apiUrl, `comentarios?select=comentario,rating&anuncio_id=eq.${original.id}`)
  expect(comentarios).toEqual([{ comentario: 'Queijo curado no ponto certo.', rating: null }])
  const foto1 = await request.get(`${E2E.apiUrl}/storage/v1/object/public/imagens/${(novo.imagens as string[])[0]}`)
  expect(foto1.status()).toBe(200)
})
