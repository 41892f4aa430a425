import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, settled, signIn, waitForServiceWorker } from './helpers'
import { serveHtmlInPieces } from './html-in-pieces'
import { E2E } from '../playwright.config'

// Public pages paint from HTML rendered at build time, before any JavaScript; the app then attaches
// to that HTML without an error or a visible change; the header keeps to one row.

const AD_WITH_PHOTOS = 'a0000000-0000-4000-8000-000000000014'
const TRIP = 'b0000000-0000-4000-8000-000000000001' // Maria's, Santa Maria de Jetibá → Vitória (supabase/seed.sql)
/** "Mudas de café arábica Catuaí" (agricultura): every sixth demo ad has no photo. */
const AD_WITHOUT_PHOTOS = 'a0000000-0000-4000-8000-000000000006'

const PUBLIC: Array<[string, RegExp]> = [
  ['/', /Encontre o que você procura/],
  ['/frete-solidario', /^Frete Solidário$/],
  ['/quem-somos', /^Quem Somos$/],
  ['/informativos', /Nossas últimas notícias/],
  ['/informativos/horta-organica-em-pequenos-espacos', /horta orgânica/],
  ['/login', /Entrar na Conta/],
]

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const [path, heading] of PUBLIC) {
    test(`${path} paints its page from the HTML alone`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('link', { name: /Campo Solidário — página inicial/ })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('the searches work with no JavaScript at all: home, the list and the articles', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('textbox', { name: 'Estou Procurando Por...' }).fill('mel')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/frete-solidario\?search=mel$/)
    await page.getByRole('textbox', { name: 'Buscar anúncios' }).fill('queijo')
    await page.getByRole('textbox', { name: 'Buscar anúncios' }).press('Enter')
    await expect(page).toHaveURL(/\/frete-solidario\?search=queijo&category=&max=&unit=&stock=&sort=relevancia$/)
    await page.goto('/informativos')
    await page.getByRole('textbox', { name: 'Buscar nos informativos' }).fill('horta')
    await page.getByRole('textbox', { name: 'Buscar nos informativos' }).press('Enter')
    await expect(page).toHaveURL(/\/informativos\?search=horta$/)
  })

  test('articles, the home and the institutional pages carry their own title, description and preview', async ({
    page,
    request,
  }) => {
    await page.goto('/informativos/horta-organica-em-pequenos-espacos')
    await expect(page).toHaveTitle('Como montar uma horta orgânica em pequenos espaços | Campo Solidário')
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content')
    expect(await og('og:title')).toBe('Como montar uma horta orgânica em pequenos espaços | Campo Solidário')
    expect(await og('og:type')).toBe('article')
    expect(await og('og:url')).toMatch(/\/informativos\/horta-organica-em-pequenos-espacos$/)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Canteiros elevados/)
    const picture = await request.get((await og('og:image'))!)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    await page.goto('/quem-somos')
    await expect(page).toHaveTitle('Quem Somos | Campo Solidário')
    await page.goto('/')
    await expect(page).toHaveTitle('Campo Solidário — Produtos do campo, direto de quem produz')
  })

  test("a shared ad's page paints its text before any JavaScript", async ({ page }) => {
    await page.goto(`/product/${AD_WITH_PHOTOS}`)
    await expect(page).toHaveTitle(/ em [^|]+\/[A-Z]{2} \| Campo Solidário$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/anuncio/${AD_WITH_PHOTOS}\\.jpg$`),
    )
  })

  test("a seller's page paints its frame (header, the profile's place, footer)", async ({ page }) => {
    await page.goto('/vendedor/maria.souza')
    await expect(page.getByRole('status').filter({ hasText: 'Carregando perfil...' })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Maria Souza/)
  })

  test("an ad's page paints its frame (header, loading state, footer)", async ({ page }) => {
    await page.goto('/product/a0000000-0000-4000-8000-000000000001')
    await expect(page.getByText('Carregando anúncio...')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test("moving to another screen in the app does not keep the previous page's own title", async ({ page }) => {
  await page.goto('/informativos/horta-organica-em-pequenos-espacos')
  await expect(page).toHaveTitle(/^Como montar uma horta/)
  await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
  await page.getByRole('link', { name: /Campo Solidário — página inicial/ }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Campo Solidário')
})

test.describe('before the app has started', () => {
  // Android's keyboard "Ir" is Enter: a search typed in the first second must not be lost.
  for (const typed of ['mel', '']) {
    test(`Enter in the home's search at once lands on the list (${typed ? `"${typed}"` : 'nothing typed'})`, async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' })
      const box = page.getByRole('textbox', { name: 'Estou Procurando Por...' })
      await box.fill(typed)
      await box.press('Enter')
      // Nothing typed: the empty field the form sent leaves the address once the app starts.
      await expect(page).toHaveURL(typed ? /\/frete-solidario\?search=mel$/ : /\/frete-solidario$/, { timeout: 15_000 })
      if (typed) await expect(page.getByRole('textbox', { name: 'Buscar anúncios' })).toHaveValue('mel')
      await expect(page.getByRole('heading', { level: 1, name: /^Frete Solidário$/ })).toBeVisible()
    })
  }
})

/** Errors the page logs, hydration mismatches among them (React's #418, #419, #425). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

for (const [path, heading] of PUBLIC) {
  test(`${path}: the app attaches to the prerendered page with no error`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(path)
    await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Interactive: the header's menu opens.
    if (path !== '/login') {
      await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('link', { name: 'Quem Somos' }).first()).toBeVisible()
    }
    await settled(page)
    expect(errors).toEqual([])
    // The ids React gives while attaching are those of the prerender (they follow the tree): the
    // tabs, labels and descriptions the app wires up point at elements that exist.
    expect(await danglingIdReferences(page)).toEqual([])
  })
}

test("the app keeps the prerendered page's ids: nothing is rendered again after attaching just to change them", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/frete-solidario')).text()
  const prerendered = [...html.matchAll(/<(?:input|button)[^>]* id="(mantine-[^"]+)"/g)].map((m) => m[1])
  expect(prerendered.length).toBeGreaterThan(2)
  await page.goto('/frete-solidario')
  await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  await settled(page)
  for (const id of prerendered) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
})

test("the theme's colours and font win over Mantine's defaults, before and after the full stylesheet", async ({ page }) => {
  // The theme's variables are in the app's stylesheet (made at build time), after Mantine's own.
  const theme = () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement)
      return [root.getPropertyValue('--mantine-color-dimmed').trim(), getComputedStyle(document.body).fontFamily.split(',')[0]]
    })
  await page.goto('/')
  expect((await theme())[1]).toBe('system-ui')
  await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  // "dimmed" text is the theme's gray 7 (#495057, 8:1 on white), not Mantine's gray 6 (3.3:1).
  expect(await theme()).toEqual(['#495057', 'system-ui'])
})

/** `aria-controls`, `aria-labelledby`, `aria-describedby` and `for` that name no element of the page. */
function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
      ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${element.tagName.toLowerCase()} ${attribute}="${id}"`),
      ),
    ),
  )
}

test("a seller's page: the app attaches to its frame with no error and shows the profile", async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/vendedor/maria.souza')
  await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeVisible()
  await settled(page)
  expect(errors).toEqual([])
})

test("a seller's page from the network: the app takes its ads from the answer written into the page (no request)", async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/rest/v1/anuncios?') && r.url().includes('user_id=eq.') && asked.push(r.url()))
  await page.goto('/vendedor/maria.souza')
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeVisible()
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible({ timeout: 15_000 })
  await settled(page)
  await expect(page.locator('script#boot-answer')).toHaveCount(1)
  expect(asked).toHaveLength(0)
})

test("a trip's page from the network: the app takes the trip from the answer written into the page (no request)", async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes(`/rest/v1/viagens?`) && r.url().includes(`id=eq.${TRIP}`) && asked.push(r.url()))
  const errors = collectErrors(page)
  await page.goto(`/viagens/${TRIP}`)
  await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Roteiro' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santa Maria de Jetibá/ES → Vitória/ES')
  await settled(page)
  expect(asked).toHaveLength(0)
  expect(errors).toEqual([])
})

test("an ad's page the service worker keeps (no data written in): its boot script asks, and the app takes that answer (one request)", async ({
  page,
  context,
}) => {
  await page.goto('/quem-somos')
  await waitForServiceWorker(page, { wholeCopy: false })
  const later = await context.newPage()
  const asked: string[] = []
  later.on(
    'request',
    (r) => r.url().includes('/rest/v1/anuncios?') && r.url().includes(`id=eq.${AD_WITH_PHOTOS}`) && asked.push(r.url()),
  )
  const errors = collectErrors(later)
  await later.goto(`/product/${AD_WITH_PHOTOS}`)
  await expect(later.locator('script#boot-answer')).toHaveCount(0)
  await expect(later.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  await expect(later.getByRole('main').getByText(/^Anunciado por /)).toBeVisible()
  await settled(later)
  expect(asked).toHaveLength(1)
  expect(errors).toEqual([])
})

test('a first visit to the home shows the ads, with pictures from their small versions', async ({ page }) => {
  await page.goto('/')
  const destaques = page.getByRole('region', { name: 'Anúncios em destaque' })
  await expect(destaques.getByRole('listitem')).toHaveCount(6)
  await expect(destaques.getByText('Ainda não há anúncios publicados.')).toHaveCount(0)
  const fotos = destaques.locator('img[src*="/storage/v1/object/public/imagens/"]')
  await expect(fotos.first()).toHaveAttribute('src', /\.card\.webp$/)
})

test('a shared "Perto de mim" link: the app takes the answer its boot script asked for (one request)', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/rpc/buscar_anuncios_perto') && asked.push(r.url()))
  await page.goto('/frete-solidario?near=-20.32,-40.31&km=25')
  await expect(page.getByText('Perto de você, até 25 km')).toBeVisible()
  await expect(page.locator('main ul > li a[href^="/product/"]').first()).toBeVisible({ timeout: 15_000 })
  expect(asked).toHaveLength(1)
})

test('a shared city link: the app takes the answer its boot script asked for (one request)', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/rpc/buscar_anuncios_perto') && asked.push(r.url()))
  await page.goto('/frete-solidario?city=Vit%C3%B3ria%2C+ES&km=25')
  await expect(page.getByText('Perto de Vitória, ES, até 25 km')).toBeVisible()
  await expect(page.locator('main ul > li a[href^="/product/"]').first()).toBeVisible({ timeout: 15_000 })
  expect(asked).toHaveLength(1)
})

test.describe("before the app's code has arrived", () => {
  // The code is held back, as on a slow network: the page's own boot script shows the photos.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', () => new Promise(() => {}))
  })

  test('the home and Frete Solidário show the first ads’ photos (small versions) in their loading cards', async ({ page }) => {
    for (const path of ['/', '/frete-solidario']) {
      await page.goto(path)
      const first = page.locator('img[data-boot-photo="0"]').first()
      await expect(first).toHaveAttribute('src', /\/storage\/v1\/object\/public\/imagens\/.+\.card\.webp$/)
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      await expect(page.locator('#root')).toHaveAttribute('data-starting', '')
    }
  })

  test('a shared "Perto de mim" link asks for its own list and shows its photos before the code', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => r.url().includes('/rpc/buscar_anuncios_perto') && asked.push(r.postData() ?? ''))
    await page.goto('/frete-solidario?near=-20.3155,-40.3128&km=25')
    const first = page.locator('img[data-boot-photo="0"]').first()
    await expect(first).toHaveAttribute('src', /\/storage\/v1\/object\/public\/imagens\/.+\.card\.webp$/)
    // The point rounded to about 1 km, as the app sends it.
    expect(asked.map((body) => JSON.parse(body))).toEqual([
      { latitude: -20.32, longitude: -40.31, km: 25, ordem: 'distancia', limite: 20, deslocamento: 0 },
    ])
  })

  test('a shared city link (?city=) asks for the list around its seat before the code', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => r.url().includes('/rpc/buscar_anuncios_perto') && asked.push(r.postData() ?? ''))
    await page.goto('/frete-solidario?city=Vit%C3%B3ria%2C+ES&km=25')
    const first = page.locator('img[data-boot-photo="0"]').first()
    await expect(first).toHaveAttribute('src', /\/storage\/v1\/object\/public\/imagens\/.+\.card\.webp$/)
    // Vitória's seat (-20.3155, -40.3128), rounded to about 1 km as the app sends it.
    expect(asked.map((body) => JSON.parse(body))).toEqual([
      { latitude: -20.32, longitude: -40.31, km: 25, ordem: 'distancia', limite: 20, deslocamento: 0 },
    ])
  })

  test("a seller's page asks for the seller's ads (the id the server wrote) and shows their photos", async ({ page }) => {
    await page.goto('/vendedor/maria.souza')
    await expect(page.locator('html')).toHaveAttribute('data-seller', '00000000-0000-4000-a000-000000000002')
    const first = page.locator('img[data-boot-photo="0"]').first()
    await expect(first).toHaveAttribute('src', /\/storage\/v1\/object\/public\/imagens\/.+\.card\.webp$/)
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('#root')).toHaveAttribute('data-starting', '')
  })

  test("a trip's page paints its route as the title, written by the server", async ({ page }) => {
    await page.goto(`/viagens/${TRIP}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santa Maria de Jetibá/ES → Vitória/ES')
    await expect(page.locator('#root')).toHaveAttribute('data-starting', '')
  })

  test("an ad's page shows its photo where the gallery will be, in the size the gallery draws", async ({ page }) => {
    // 1280 px at DPR 1: the gallery draws 640 px, the screen version's.
    await page.goto(`/product/${AD_WITH_PHOTOS}`)
    const photo = page.locator('img[data-boot-photo="0"]')
    await expect(photo).toHaveAttribute('src', /\/storage\/v1\/object\/public\/imagens\/.+\/1\.screen\.webp$/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  })

  test("an ad without photos shows its category's picture there, as the app will", async ({ page }) => {
    await page.goto(`/product/${AD_WITHOUT_PHOTOS}`)
    const picture = page.locator('img[data-boot-photo="0"]')
    await expect(picture).toHaveAttribute('src', '/images/categorias/agricultura.svg')
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  })
})

for (const [pixelRatio, size] of [
  [1, 'card'],
  [2, 'screen'],
] as const)
  test(`a 360 px phone at DPR ${pixelRatio} takes each photo in one size, the ${size} version, before and after the app: the list and an ad`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: pixelRatio,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      baseURL: E2E.appUrl,
    })
    const photos = new Set<string>()
    context.on(
      'request',
      (r) => r.url().includes('/storage/v1/object/public/imagens/anuncios/') && photos.add(new URL(r.url()).pathname),
    )
    const page = await context.newPage()
    const shown = (img: ReturnType<Page['locator']>) =>
      expect
        .poll(() => img.evaluate((i: HTMLImageElement) => (i.complete && i.naturalWidth > 0 ? i.currentSrc : '')))
        .toMatch(new RegExp(`\\.${size}\\.webp$`))
    await page.goto('/frete-solidario')
    await shown(page.locator('main ul > li img').first())
    await page.goto(`/product/${AD_WITH_PHOTOS}`)
    await shown(page.getByRole('group', { name: 'Fotos do anúncio' }).getByRole('img').first())
    // The app has started and nothing of the page's is in flight: every photo it asked for is counted.
    await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
    await settled(page)
    // Nothing in another size: not the small version under the screen one, not the large photo.
    expect([...photos].filter((path) => !path.endsWith(`.${size}.webp`))).toEqual([])
    await context.close()
  })

test("an ad's page: the app replaces its frame with the ad, keeping the photo's place, with no error", async ({ page }) => {
  const errors = collectErrors(page)
  // The app's code waits until the frame's photo has been measured (on a fast machine the app
  // could otherwise replace the frame first; on a busy one, measure it before its photo arrived).
  let release = () => {}
  const measured = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await measured
    await route.continue()
  })
  await page.goto(`/product/${AD_WITH_PHOTOS}`)
  const frame = page.locator('img[data-boot-photo="0"]')
  await expect.poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const placeholder = await frame.boundingBox()
  expect(placeholder).not.toBeNull()
  release()
  const gallery = page.getByRole('group', { name: 'Fotos do anúncio' }).getByRole('img').first()
  await expect(gallery).toBeVisible({ timeout: 15_000 })
  const shown = await gallery.boundingBox()
  expect(shown).toEqual(placeholder)
  await settled(page)
  expect(errors).toEqual([])
})

test.describe('the header keeps to one row', () => {
  test('at 360 px: logo, "Anunciar" and the menu button side by side', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/quem-somos')
    const logo = await page.getByRole('link', { name: /Campo Solidário — página inicial/ }).boundingBox()
    const anunciar = await page.getByRole('button', { name: 'Anunciar' }).boundingBox()
    const menu = await page.getByRole('button', { name: 'Abrir menu' }).boundingBox()
    for (const box of [anunciar!, menu!]) {
      expect(Math.abs(box.y + box.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    }
    expect(anunciar!.x).toBeGreaterThan(logo!.x + logo!.width - 1)
  })

  test("at 1280 px, an admin with a long name: the links, the account's menu and the call to action in one row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page, 'admin', 'admin1234', '/quem-somos')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: /^Olá, / })).toBeVisible()
    const tops = await Promise.all(
      [
        header.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato' }),
        header.getByRole('button', { name: /^Olá, / }),
        header.getByRole('button', { name: 'Faça Seu Anúncio! +' }),
      ].map(async (locator) => {
        const box = (await locator.boundingBox())!
        return box.y + box.height / 2
      }),
    )
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8)
    const bar = (await header.boundingBox())!
    expect(bar.height).toBeLessThan(90)
  })
})

test.describe('the pages a shared link opens do not move while they load', () => {
  for (const [width, path, shown] of [
    [360, '/', 'main a[href^="/product/"]'],
    [1280, '/', 'main a[href^="/product/"]'],
    [360, '/frete-solidario', 'main a[href^="/product/"]'],
    [1280, '/frete-solidario', 'main a[href^="/product/"]'],
    [360, '/vendedor/maria.souza', 'main a[href^="/product/"]'],
    [1280, '/vendedor/maria.souza', 'main a[href^="/product/"]'],
    [360, `/viagens/${TRIP}`, 'main section[aria-labelledby="roteiro-titulo"]'],
    [1280, `/viagens/${TRIP}`, 'main section[aria-labelledby="roteiro-titulo"]'],
  ] as const) {
    test(`${path} at ${width} px: no layout shift from the frame to the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) shifts.push(entry.value)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await expect(page.locator(shown).first()).toBeVisible({ timeout: 15_000 })
      await settled(page)
      const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0))
      expect(total).toBeLessThan(0.01)
    })
  }

  // A slow network hands the browser half a page, and it paints that half: the header's links and
  // the list's "Lista"/"Mapa" toggle must already stand where the whole page puts them.
  for (const width of [360, 1280]) {
    test(`/frete-solidario at ${width} px, its HTML arriving in pieces (mid-header, mid-toggle): nothing moves`, async ({
      page,
    }) => {
      const server = await serveHtmlInPieces([/Tira Dúvidas/, /(?<=>Li)sta</])
      try {
        await page.setViewportSize({ width, height: 800 })
        await page.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) shifts.push(entry.value)
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(`${server.url}/frete-solidario`)
        await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible()
        await settled(page)
        const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0))
        expect(total).toBeLessThan(0.01)
      } finally {
        await server.close()
      }
    })
  }
})

/**
 * The offline layer (Dexie) loads after the app has attached; here it is held back until `release`,
 * as on a slow connection, so that what a page draws without it can be checked.
 */
async function holdOfflineCode(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const offlineCode: string[] = []
  await page.route(/\/assets\/offline-[^/]+\.js$/, async (route) => {
    offlineCode.push(route.request().url())
    await held
    await route.continue()
  })
  return { offlineCode, release }
}

test("the home's cards do not wait for the phone's database: the server's newest ads, written into the page, then the phone's copy", async ({
  page,
}) => {
  const { offlineCode, release } = await holdOfflineCode(page)
  const adsRequests: string[] = []
  page.on('request', (request) => {
    if (/\/rest\/v1\/anuncios\?.*status=eq\.ativo/.test(request.url())) adsRequests.push(request.url())
  })
  await page.goto('/')
  await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
  const featured = page.getByRole('region', { name: 'Anúncios em destaque' })
  await expect(featured.locator('a[href^="/product/"]')).toHaveCount(6)
  await expect(featured.locator('[data-loading-heart]')).toHaveCount(6)
  await expect.poll(() => offlineCode.length, "the phone's database code is asked for after the app started").toBeGreaterThan(0)

  release()
  await expect(featured.locator('[data-loading-heart]')).toHaveCount(0)
  await expect(featured.getByRole('button', { name: /^Favoritar / })).toHaveCount(6)
  await expect(featured.locator('a[href^="/product/"]')).toHaveCount(6)
  await settled(page)
  expect(
    adsRequests,
    'the boot script, the first cards and the phone’s copy share the answer written into the page',
  ).toHaveLength(0)
  expect(
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('campo-solidario')
          open.onsuccess = () => {
            const read = open.result.transaction('anuncios').objectStore('anuncios').count()
            read.onsuccess = () => resolve(read.result)
          }
        }),
    ),
  ).toBeGreaterThan(5)
})

test("Frete Solidário's cards do not wait for the phone's database: the search's first page, written into the page, then the phone's copy", async ({
  page,
}) => {
  const { offlineCode, release } = await holdOfflineCode(page)
  const searches: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/rpc/buscar_anuncios')) searches.push(request.url())
  })
  await page.goto('/frete-solidario')
  await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
  const list = page.getByRole('main').getByRole('list').first()
  await expect(list.locator('a[href^="/product/"]')).toHaveCount(20)
  await expect(list.locator('[data-loading-heart]')).toHaveCount(20)
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeDisabled()
  await expect.poll(() => offlineCode.length, "the phone's database code is asked for after the app started").toBeGreaterThan(0)

  release()
  await expect(list.locator('[data-loading-heart]')).toHaveCount(0)
  await expect(list.getByRole('button', { name: /^Favoritar / })).toHaveCount(20)
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeEnabled()
  await settled(page)
  expect(searches, 'the boot script, the first cards and the phone’s copy share the answer written into the page').toHaveLength(0)
  await page.getByRole('button', { name: 'Carregar mais' }).click()
  await expect(list.locator('a[href^="/product/"]')).not.toHaveCount(20)
  expect(searches, 'the next page is asked for').toHaveLength(1)
})

test("an ad's page does not wait for the phone's database: the server's answer, written into the page, then the phone's copy", async ({
  page,
}) => {
  const { offlineCode, release } = await holdOfflineCode(page)
  const id = 'a0000000-0000-4000-8000-000000000014'
  const adRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/anuncios?') && request.url().includes(`id=eq.${id}`)) adRequests.push(request.url())
  })
  await page.goto(`/product/${id}`)
  await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty()
  const title = (await main.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expect(main.getByText(/^(R\$|A combinar)/).first()).toBeVisible()
  await expect(main.getByText(/^Anunciado por /)).toBeVisible()
  await expect(main.locator('[data-loading-heart]')).toHaveCount(1)
  await expect(main.getByRole('link', { name: 'WhatsApp', exact: true })).toBeVisible()
  await expect.poll(() => offlineCode.length, "the phone's database code is asked for after the app started").toBeGreaterThan(0)

  release()
  await expect(main.locator('[data-loading-heart]')).toHaveCount(0)
  await expect(main.getByRole('button', { name: `Favoritar ${title}` })).toBeEnabled()
  await expect(main.getByText(/^Anunciado por /).getByRole('link')).toHaveAttribute('href', /^\/vendedor\//)
  await settled(page)
  expect(
    adRequests,
    'the boot script, the first screen and the phone’s copy share the answer written into the page',
  ).toHaveLength(0)
})

test("a trip's page does not wait for the phone's database: the server's answer, written into the page, then the phone's copy", async ({
  page,
}) => {
  const { offlineCode, release } = await holdOfflineCode(page)
  const id = 'b0000000-0000-4000-8000-000000000001'
  const tripRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/viagens?') && request.url().includes(`id=eq.${id}`)) tripRequests.push(request.url())
  })
  await page.goto(`/viagens/${id}`)
  await expect(page.locator('#root')).not.toHaveAttribute('data-starting')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Roteiro' })).toBeVisible()
  await expect(main.getByText(/^Oferecida por /)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Entre para reservar espaço' })).toHaveCount(0)
  await expect.poll(() => offlineCode.length, "the phone's database code is asked for after the app started").toBeGreaterThan(0)

  release()
  await expect(main.getByRole('link', { name: 'Entre para reservar espaço' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Roteiro' })).toBeVisible()
  await settled(page)
  expect(
    tripRequests,
    'the boot script, the first screen and the phone’s copy share the answer written into the page',
  ).toHaveLength(0)
})

test("a visitor with no signal sees what the phone's copy holds at once, not when the browser is idle", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // Online: the pages are seen and their parts loaded, so the phone's copy holds them.
  await page.goto('/')
  await expect(
    page.getByRole('region', { name: 'Anúncios em destaque' }).getByRole('button', { name: /^Favoritar / }),
  ).toHaveCount(6)
  await waitForServiceWorker(page)
  await page.goto('/frete-solidario')
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Favoritar / })
      .first(),
  ).toBeVisible()
  await page.goto(`/product/${AD_WITH_PHOTOS}`)
  const title = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expect(page.getByRole('button', { name: `Favoritar ${title}` })).toBeEnabled()
  await page.goto(`/viagens/${TRIP}`)
  await expect(page.getByRole('link', { name: 'Entre para reservar espaço' })).toBeVisible()

  // The browser is never idle and nobody touches the page: only the missing answer can load the parts.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const main = page.getByRole('main')
  const expectPhoneCopy = async () => {
    await page.goto(`/product/${AD_WITH_PHOTOS}`)
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(main.getByRole('button', { name: `Favoritar ${title}` })).toBeEnabled()
    // No answer from the server: the trip is drawn from the phone's copy or not at all.
    await page.goto(`/viagens/${TRIP}`)
    await expect(main.getByRole('heading', { name: 'Roteiro' })).toBeVisible()
    await expect(main.getByText(/^Oferecida por /)).toBeVisible()
    await page.goto('/frete-solidario')
    await expect(main.getByText('Sem conexão: mostrando os anúncios guardados no seu aparelho.')).toBeVisible()
    await expect(main.getByRole('button', { name: /^Favoritar / }).first()).toBeVisible()
    await page.goto('/')
    await expect(
      page.getByRole('region', { name: 'Anúncios em destaque' }).getByRole('button', { name: /^Favoritar / }),
    ).toHaveCount(6)
  }
  // Bars shown, nothing reaches the server (navigator.onLine stays true).
  const api = (url: URL) => url.origin === E2E.apiUrl
  await context.route(api, (route) => route.abort('internetdisconnected'))
  await expectPhoneCopy()
  await context.unroute(api)
  // No signal at all.
  await context.setOffline(true)
  await expectPhoneCopy()
  await context.setOffline(false)
})

test('the first paint, before any stylesheet has arrived, is readable: the critical styles carry the colour scheme', async ({
  page,
}) => {
  // The stylesheets never arrive: what shows is the prerendered page with its inlined critical CSS.
  await page.route(/\/assets\/[^/]+\.css$/, () => new Promise(() => undefined))
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('link', { name: 'Ler os informativos' })
  await expect(button).toBeVisible()
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(47, 125, 50)')
  await expectNoSeriousA11yViolations(page)
})
