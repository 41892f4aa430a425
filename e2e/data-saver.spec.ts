import { signIn, waitForServiceWorker } from './helpers'
import { expect, test, type BrowserContext, type Page } from './test'

// "Economia de dados" on a 360 px phone: with it on, lists and ad pages download no photo until
// "Ver foto" is tapped (and then the small version); the choice is kept; a browser that asks to save
// data starts with it on. With it off, a phone's screen still gets only the photos' small versions.

const FEIJAO = { id: 'a0000000-0000-4000-8000-000000000001', titulo: 'Feijão carioca novo, saca de 30 kg' }
const PHOTOS = '/storage/v1/object/public/imagens/'

test.use({ viewport: { width: 360, height: 740 } })

/** Every photo the context asks for (the page's and its service worker's), once each. */
function photosAskedIn(context: BrowserContext): Set<string> {
  const asked = new Set<string>()
  context.on('request', (request) => {
    if (request.url().includes(PHOTOS)) asked.add(new URL(request.url()).pathname)
  })
  return asked
}

const saverSwitch = (page: Page) => page.getByRole('contentinfo').getByRole('switch', { name: 'Economia de dados' })

test('turned on in the footer: no photo downloads until "Ver foto", then its small version; kept after a reload', async ({
  page,
  context,
}) => {
  const photos = photosAskedIn(context)
  await page.goto('/quem-somos')
  await expect(saverSwitch(page)).not.toBeChecked()
  await saverSwitch(page).check()
  await expect(saverSwitch(page)).toBeChecked()

  await page.goto('/frete-solidario')
  await expect(page.getByRole('button', { name: /^Ver foto: / }).first()).toBeVisible()
  expect([...photos]).toEqual([])

  await page.goto(`/product/${FEIJAO.id}`)
  await expect(page.getByRole('heading', { level: 1, name: FEIJAO.titulo })).toBeVisible()
  const ask = page.getByRole('button', { name: `Ver foto: ${FEIJAO.titulo} — foto 1` })
  await expect(ask).toBeVisible()
  expect([...photos]).toEqual([])

  await ask.click()
  const photo = page.getByRole('img', { name: `${FEIJAO.titulo} — foto 1` })
  await expect(photo).toHaveJSProperty('complete', true)
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect([...photos]).toEqual([expect.stringMatching(/\.card\.webp$/)])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: FEIJAO.titulo })).toBeVisible()
  await expect(saverSwitch(page)).toBeChecked()
  await expect(page.getByRole('button', { name: `Ver foto: ${FEIJAO.titulo} — foto 1` })).toBeVisible()
  expect(photos.size).toBe(1)
})

test('a browser that asks to save data starts with it on', async ({ page, context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true }),
    }),
  )
  const photos = photosAskedIn(context)
  await page.goto('/frete-solidario')
  await expect(saverSwitch(page)).toBeChecked()
  await expect(page.getByRole('button', { name: /^Ver foto: / }).first()).toBeVisible()
  expect([...photos]).toEqual([])
})

test('with it off, a 360 px screen downloads only the small version of each photo, lists and ad page alike', async ({
  page,
  context,
}) => {
  const photos = photosAskedIn(context)
  await page.goto('/frete-solidario')
  const cardPhoto = page.locator(`img[src*="${PHOTOS}"]`).first()
  await expect(cardPhoto).toHaveJSProperty('complete', true)
  await page.goto(`/product/${FEIJAO.id}`)
  const photo = page.getByRole('img', { name: `${FEIJAO.titulo} — foto 1` })
  await expect(photo).toHaveJSProperty('complete', true)
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.card\.webp$/)
  expect(photos.size).toBeGreaterThan(0)
  expect([...photos].filter((path) => !path.endsWith('.card.webp'))).toEqual([])
})

test('saving data, the first visit installs the shell and what it opened; the rest only when asked, its size said first', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('campo.economia-de-dados', '1'))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre o que você procura...' })).toBeVisible()
  await waitForServiceWorker(page, { wholeCopy: false })
  const offer = page.getByRole('contentinfo').getByRole('button', { name: /^Baixar para usar sem internet \(\d+ KB\)$/ })
  await expect(offer).toBeVisible()
  // The page opened before the worker took control is kept: it opens again offline.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('copia-do-app')).keys()).map((r) => new URL(r.url).pathname)))
    .toContain('/index.html')

  await context.setOffline(true)
  await page.goto('/quem-somos')
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta tela' })).toBeVisible()
  await expect(page.getByText('Esta tela ainda não foi baixada para usar sem internet.')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre o que você procura...' })).toBeVisible()

  await context.setOffline(false)
  await page.reload()
  await offer.click()
  await expect(offer).toBeHidden()
  await context.setOffline(true)
  await page.goto('/quem-somos')
  await expect(page.getByRole('heading', { level: 1, name: 'Quem Somos' })).toBeVisible()
})

test('/configuracoes says what the app downloaded this month on this phone, and that the whole copy is kept', async ({
  page,
}) => {
  await signIn(page, 'maria.souza', 'produtor123', '/configuracoes')
  await waitForServiceWorker(page)
  const economia = page.getByRole('region', { name: 'Economia de dados' })
  await expect(economia.getByText('O app inteiro está guardado neste aparelho: todas as telas abrem sem internet.')).toBeVisible()
  await page.reload()
  const used = economia.getByText(/^Neste mês, o app baixou [\d.,]+ (KB|MB) neste aparelho\.$/)
  await expect(used).toBeVisible()
  // The first visit and the precache alone are hundreds of kilobytes.
  const [, amount, unit] = /baixou ([\d.,]+) (KB|MB)/.exec((await used.textContent()) ?? '')!
  const kb = Number(amount.replace('.', '').replace(',', '.')) * (unit === 'MB' ? 1024 : 1)
  expect(kb).toBeGreaterThan(300)
})
