import { expect, test, type Locator, type Page } from './test'
import sharp from 'sharp'
import { E2E } from '../playwright.config'
import { publicRows, waitForServiceWorker } from './helpers'

// "Perto de mim" in Chromium with the position granted (near Vitória's centre): only the ads
// within 25 km, nearest first, each with its distance — the same list offline, from the phone;
// the trips whose route passes near; and the map's own base drawn with no tile server at all.

const HERE = { latitude: -20.3155, longitude: -40.3128 }
// What the app sends and shows: the point rounded to about 1 km.
const SENT = { latitude: -20.32, longitude: -40.31 }

test.use({ geolocation: HERE, permissions: ['geolocation'] })

/** The great-circle distance by the spherical law of cosines (the app uses haversine). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180
  const c =
    Math.sin(r(a.latitude)) * Math.sin(r(b.latitude)) +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.cos(r(b.longitude - a.longitude))
  return 6371 * Math.acos(Math.min(1, c))
}

const label = (d: number) => (d < 2 ? 'na sua cidade' : `a ${Math.round(d)} km`)

/** The cards on screen: title and the distance they show, in order. */
async function cards(page: Page, count: number) {
  const items = page.locator('main ul > li')
  await expect(items).toHaveCount(count)
  await expect(items.locator('a[href^="/product/"]')).toHaveCount(count, { timeout: 15_000 })
  return items.evaluateAll((lis) =>
    lis.map((li) => ({
      titulo: li.querySelector('a[href^="/product/"]')?.textContent?.trim(),
      distancia: /· (na sua cidade|a \d+ km)/.exec(li.textContent ?? '')?.[1],
    })),
  )
}

/** The share of a map's pixels in the base's land (#f3f0e4) and sea (#dce9ef), under the circle's 8% green, and the names' dark ink (thin: a few hundred pixels). */
async function mapColours(map: Locator) {
  const { data, info } = await sharp(await map.locator('canvas').screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  let land = 0
  let sea = 0
  let ink = 0
  let circle = 0
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    const near = (c: number[]) => Math.abs(r - c[0]!) + Math.abs(g - c[1]!) + Math.abs(b - c[2]!) < 24
    if (near([243, 240, 228])) land++
    else if (near([227, 231, 214])) circle++
    else if (near([220, 233, 239])) sea++
    else if (r + g + b < 200) ink++
  }
  const total = data.length / info.channels
  return { land: land / total, sea: sea / total, ink: ink / total, circle: circle / total }
}

test('ads and trips near the person: within the radius, nearest first, with distances; the same offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const ads = (await publicRows(
    request,
    E2E.apiUrl,
    'anuncios?select=titulo,latitude,longitude,created_at&latitude=not.is.null',
  )) as Array<{
    titulo: string
    latitude: number
    longitude: number
    created_at: string
  }>
  const expected = ads
    .map((ad) => ({ ...ad, d: km(SENT, ad) }))
    .filter((ad) => ad.d <= 25)
    .sort((a, b) => a.d - b.d || b.created_at.localeCompare(a.created_at))
    .slice(0, 20)
    .map((ad) => ({ titulo: ad.titulo, distancia: label(ad.d) }))
  expect(expected.length).toBeGreaterThan(2)
  expect(ads.some((ad) => km(SENT, ad) > 25)).toBe(true)

  await page.goto('/frete-solidario')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  await expect(page).toHaveURL(/near=-20\.32%2C-40\.31&km=50/)
  await page.getByRole('combobox', { name: 'Raio' }).selectOption('25')
  await expect(page).toHaveURL(/km=25/)
  await expect(page.getByText('Perto de você, até 25 km')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('distancia')
  expect(await cards(page, expected.length)).toEqual(expected)

  // Trips passing near, nearest stop first, each saying which stop.
  await page.getByRole('tab', { name: 'Viagens' }).click()
  const address = () => new URL(page.url()).searchParams
  await expect.poll(() => address().get('tab')).toBe('viagens')
  expect(address().get('near')).toBe('-20.32,-40.31')
  expect(address().get('km')).toBe('25')
  // The distances of the trips' nearest stops, computed here from the server's rows.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const openTrips = (await publicRows(
    request,
    E2E.apiUrl,
    `viagens?select=paradas&status=in.(aberta,lotada)&data=gte.${today}`,
  )) as Array<{ paradas: Array<{ latitude?: number; longitude?: number }> }>
  const expectedTrips = openTrips
    .map((trip) =>
      Math.min(
        ...trip.paradas.flatMap((p) =>
          typeof p.latitude === 'number' && typeof p.longitude === 'number' ? [km(SENT, p as typeof SENT)] : [],
        ),
      ),
    )
    .filter((d) => d <= 25)
    .sort((a, b) => a - b)
    .map((d) => (d < 2 ? 'na sua cidade' : `a ${Math.round(d)} km de você`))
  expect(expectedTrips.length).toBeGreaterThan(0)
  const trips = page.getByRole('article')
  await expect(trips).toHaveCount(expectedTrips.length)
  const nearTexts = await trips.evaluateAll((all) =>
    all.map((a) => /passa (na sua cidade|a \d+ km de você), em [^\n]+/.exec(a.textContent ?? '')?.[1]),
  )
  expect(nearTexts).toEqual(expectedTrips)

  // Offline: the same ads, measured on the phone, saying the list is what was saved.
  await context.setOffline(true)
  await page.goto('/frete-solidario?near=-20.32,-40.31&km=25')
  await expect(page.getByText('Sem conexão: mostrando os anúncios guardados no seu aparelho.')).toBeVisible()
  expect(await cards(page, expected.length)).toEqual(expected)
  await page.getByRole('tab', { name: 'Viagens' }).click()
  await expect(page.getByText('Sem conexão: mostrando as viagens guardadas no seu aparelho.')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(nearTexts.length)
  await context.setOffline(false)
})

test('from the home: what was typed goes with the place to the list', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Estou Procurando Por...' }).fill('banana')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  await expect(page).toHaveURL(/\/frete-solidario\?search=banana&near=-20\.32%2C-40\.31&km=50$/)
  await expect(page.getByText('Perto de você, até 50 km')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Resultados para "banana"' })).toBeVisible()
  // The back button returns to the home.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('the map draws its own base (states, coast, names) and the circle with no tile server', async ({ page }) => {
  test.setTimeout(60_000)
  await page.route('**/dev/tiles/**', (route) => route.abort())
  await page.goto('/frete-solidario?near=-20.32,-40.31&km=25')
  await page.getByRole('button', { name: 'Mapa' }).click()
  const map = page.getByRole('region', { name: 'Mapa dos anúncios' })
  await expect(map).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Carregando mapa...')).toBeHidden({ timeout: 20_000 })

  await expect.poll(async () => (await mapColours(map)).ink, { timeout: 20_000 }).toBeGreaterThan(0.0003)
  const seen = await mapColours(map)
  expect(seen.land).toBeGreaterThan(0.1)
  expect(seen.sea).toBeGreaterThan(0.05)
  expect(seen.circle).toBeGreaterThan(0.05)
})

test('the trips map zooms to the circle and draws it', async ({ page }) => {
  await page.goto('/frete-solidario?tab=viagens&near=-20.32,-40.31&km=50')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.getByRole('button', { name: 'Mapa' }).click()
  const map = page.getByRole('region', { name: 'Mapa das viagens' })
  await expect(map).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Carregando mapa...')).toBeHidden({ timeout: 20_000 })
  await expect.poll(async () => (await mapColours(map)).circle, { timeout: 20_000 }).toBeGreaterThan(0.05)
})

test('with a place set, the list fits 360 px and 1280 px screens', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/frete-solidario?city=Vit%C3%B3ria,%20ES&km=25')
    await expect(page.getByText('Perto de Vitória, ES, até 25 km')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remover local' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
  }
})

test('its buttons take their room before the app starts: nothing below them moves when they appear', async ({
  browser,
  page,
}) => {
  const below = { '/': '#destaques', '/frete-solidario': '[role=tabpanel]' }
  const top = (p: Page, selector: string) =>
    p
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))
  const prerendered = await browser.newContext({ javaScriptEnabled: false })
  const before = await prerendered.newPage()
  for (const width of [360, 1280]) {
    for (const [path, selector] of Object.entries(below)) {
      await before.setViewportSize({ width, height: 800 })
      await before.goto(path)
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await expect(page.getByRole('button', { name: 'Perto de mim' })).toBeVisible()
      expect(await top(page, selector), `${path} at ${width} px`).toBe(await top(before, selector))
    }
  }
  await prerendered.close()
})
