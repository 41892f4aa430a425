import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectNoSeriousA11yViolations, expectSynced, makeJpeg, publishAd, serverRows, signIn } from './helpers'

// The marketplace against the local server: publish with photos, find, comment, change status,
// delete; who may edit; the map.

const MARIA_ID = '00000000-0000-4000-a000-000000000002'

test('publish an ad with two photos, find it, comment, pause, activate, mark sold and delete it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const marca = String(Date.now()).slice(-6)
  const titulo = `Açaí congelado ${marca}`
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Anúncio' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const grande = await makeJpeg(page, 4000, 3000)
  const pequena = await makeJpeg(page, 800, 600)
  await publishAd(page, {
    titulo,
    categoria: 'Comida',
    preco: '2590',
    cep: '29010935',
    contato: '27998761234',
    fotos: [grande, pequena],
  })
  await expect(page.getByText('Anúncio criado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/meus-anuncios$/)
  const card = await expectSynced(page, titulo)

  // On the server once, with both photos, coordinates from the (local) geocoder and the CEP's city.
  const [row, ...others] = await serverRows(request, E2E.apiUrl, `anuncios?select=*&titulo=eq.${encodeURIComponent(titulo)}`)
  expect(others).toEqual([])
  expect(row).toMatchObject({
    cidade: 'Vitória',
    uf: 'ES',
    preco: 25.9,
    contato: '27998761234',
    cep: '29010935',
    user_id: MARIA_ID,
  })
  expect(row.latitude).toBeCloseTo(-20.3155, 3)
  const fotos = row.imagens as string[]
  expect(fotos).toHaveLength(2)
  const foto = await request.get(`${E2E.apiUrl}/storage/v1/object/public/imagens/${fotos[0]}`)
  const bytes = (await foto.body()).length
  console.log(
    `A 4000×3000 JPEG of ${(grande.length / 1024).toFixed(0)} KB was uploaded as ${(bytes / 1024).toFixed(0)} KB (${foto.headers()['content-type']})`,
  )
  expect(bytes).toBeLessThanOrEqual(400 * 1024)
  // WebP, lighter than the JPEG the phone would have made of it at the same size and quality.
  expect(foto.headers()['content-type']).toBe('image/webp')
  const asJpeg = await page.evaluate(async (base64) => {
    const jpeg = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([jpeg], { type: 'image/jpeg' }))
    const scale = 1600 / Math.max(bitmap.width, bitmap.height)
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })).size
  }, grande.toString('base64'))
  console.log(`The same photo as the phone's JPEG: ${(asJpeg / 1024).toFixed(0)} KB`)
  expect(bytes).toBeLessThan(asJpeg)

  // Found by an accent-free search and by its category tile.
  await page.goto(`/frete-solidario?search=${encodeURIComponent(`acai ${marca}`)}`)
  await expect(page.getByRole('link', { name: titulo })).toBeVisible()
  await page.goto('/')
  await page.getByRole('button', { name: 'Comida' }).click()
  await expect(page).toHaveURL(/\/frete-solidario\?category=comida$/)
  await page.getByRole('link', { name: titulo }).click()

  // Its page: photos, price, contact, comments.
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
  await expect(page.getByText('R$ 25,90').first()).toBeVisible()
  const capa = page.getByRole('img', { name: `${titulo} — foto 1` })
  await expect.poll(() => capa.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5527998761234\?text=.*A%C3%A7a%C3%AD/,
  )
  // Its owner answers without a rating (an owner cannot rate their own ad).
  await expect(page.getByLabel('Avaliação média')).toContainText('Novo')
  await expect(page.getByText('Este anúncio é seu: responda aos compradores sem dar nota.')).toBeVisible()
  await page.getByRole('button', { name: 'Enviar comentário' }).click()
  await expect(page.getByText('Por favor, escreva um comentário', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'Seu comentário' }).fill('Entrego congelado em caixa térmica.')
  await page.getByRole('button', { name: 'Enviar comentário' }).click()
  await expect(page.getByText('Comentário enviado com sucesso!')).toBeVisible()
  const lista = page.getByRole('list', { name: 'Lista de comentários' })
  await expect(lista.getByRole('listitem').first()).toContainText('Entrego congelado em caixa térmica.')
  await expect(page.getByLabel('Avaliação média')).toContainText('Novo')
  await expectNoSeriousA11yViolations(page)

  // Edit: new price, the second photo removed.
  await page.goto('/meus-anuncios')
  await card.getByRole('link', { name: 'Editar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Anúncio' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo)
  await page.getByLabel('Preço').fill('')
  await page.getByLabel('Preço').pressSequentially('3000')
  await page.getByRole('button', { name: 'Remover foto 2' }).click()
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByText('Anúncio atualizado com sucesso!')).toBeVisible()
  await expect(card.getByText('R$ 30,00')).toBeVisible()
  await expect(card.getByText('Aguardando envio')).toBeHidden({ timeout: 15_000 })
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `anuncios?select=preco,imagens&id=eq.${row.id}`))[0])
    .toEqual({ preco: 30, imagens: [fotos[0]] })
  expect((await request.get(`${E2E.apiUrl}/storage/v1/object/public/imagens/${fotos[1]}`)).status()).not.toBe(200)

  // Pause, activate, mark sold, delete.
  await card.getByRole('button', { name: 'Pausar' }).click()
  await expect(page.getByText('Anúncio pausado com sucesso!')).toBeVisible()
  await expect(card.getByText('PAUSADO')).toBeVisible()
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `anuncios?select=status&id=eq.${row.id}`))[0].status)
    .toBe('pausado')
  // Its link answers 404 to crawlers (they drop it), but its owner still opens it in the app.
  expect((await request.get(`/product/${row.id}`)).status()).toBe(404)
  await page.goto(`/product/${row.id}`)
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
  await expect(page.getByText('PAUSADO')).toBeVisible()
  await page.goto('/meus-anuncios')
  await card.getByRole('button', { name: 'Ativar' }).click()
  await expect(page.getByText('Anúncio ativado com sucesso!')).toBeVisible()
  await card.getByRole('button', { name: 'Marcar como vendido' }).click()
  await expect(card.getByText('VENDIDO')).toBeVisible()
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `anuncios?select=status&id=eq.${row.id}`))[0].status, {
      timeout: 15_000,
    })
    .toBe('vendido')
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('button', { name: `Excluir ${titulo}` }).click()
  await expect(page.getByText('Tem certeza que deseja excluir este anúncio?')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(card).toBeHidden()
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `anuncios?select=id&id=eq.${row.id}`)).length, { timeout: 15_000 })
    .toBe(0)
  expect((await request.get(`${E2E.apiUrl}/storage/v1/object/public/imagens/${fotos[0]}`)).status()).not.toBe(200)
})

test('signed out, publishing asks to sign in; another producer cannot open the edit page', async ({ page, request }) => {
  await page.goto('/criar-anuncio')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcriar-anuncio$/)
  await page.goto('/meus-anuncios')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeus-anuncios$/)

  const [deMaria] = await serverRows(request, E2E.apiUrl, `anuncios?select=id&user_id=eq.${MARIA_ID}&limit=1`)
  await signIn(page, 'joao.pereira', 'produtor123', `/editar-anuncio/${deMaria.id}`)
  await expect(page.getByText('Anúncio não encontrado ou sem permissão').first()).toBeVisible()
  await expect(page).toHaveURL(/\/meus-anuncios$/)
})

test('Frete Solidário: pages of 20, a sort that sorts, the map with locally served tiles, clearing filters', async ({ page }) => {
  const tiles: string[] = []
  page.on('requestfinished', (r) => r.url().includes('/dev/tiles/') && tiles.push(r.url()))
  await page.goto('/frete-solidario')
  // Pages of 20 from the server's search, then "Carregar mais".
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(20)
  await page.getByRole('button', { name: 'Carregar mais' }).click()
  await expect.poll(() => cards.count()).toBeGreaterThan(20)
  // The sort really sorts, and lives in the URL.
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor preço' })
  await expect(page).toHaveURL(/\/frete-solidario\?sort=preco$/)
  await expect(cards).toHaveCount(20)
  // The cards fill their places in steps (loading cards of the same size meanwhile): the prices
  // are read once they are on screen.
  const precos = async () =>
    (await cards.allInnerTexts()).flatMap((t) => {
      const m = /R\$\s*([\d.]+,\d{2})/.exec(t)
      return m ? [Number(m[1].replace(/\./g, '').replace(',', '.'))] : []
    })
  await expect.poll(async () => (await precos()).length).toBeGreaterThan(5)
  const lidos = await precos()
  expect(lidos).toEqual([...lidos].sort((a, b) => a - b))

  await page.getByRole('button', { name: 'Mapa' }).click()
  const mapa = page.getByRole('region', { name: 'Mapa dos anúncios' })
  await expect(mapa.getByText(/^\d+ anúncios no mapa$/)).toBeVisible({ timeout: 20_000 })
  await expect(mapa.getByText('Carregando mapa...')).toBeHidden({ timeout: 20_000 })
  await expect(mapa.locator('canvas')).toBeVisible()
  expect(tiles.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Lista' }).click()
  await page.getByLabel('Buscar anúncios').fill('nada-que-exista-aqui')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(page.getByText('Nenhum anúncio encontrado')).toBeVisible()
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click()
  await expect(page).toHaveURL(/\/frete-solidario$/)
})
