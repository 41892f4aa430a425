import { expect, test } from './test'
import { signIn } from './helpers'

// The screens of trips, messages and orders on a 360 px phone: nothing wider than the screen
// (a sideways scroll hides buttons and text on the phones the app is for).

const TRIP = 'b0000000-0000-4000-8000-000000000001' // Maria's, with João's accepted reservation
const CAFE = 'a0000000-0000-4000-8000-000000000003'
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

test('trips, messages and orders fit a 360 px screen', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, 'maria.souza', 'produtor123', '/minhas-viagens')
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas viagens' })).toBeVisible()
  for (const [path, heading] of [
    ['/frete-solidario?tab=viagens', 'Frete Solidário'],
    [`/viagens/${TRIP}`, 'Santa Maria de Jetibá/ES → Vitória/ES'],
    ['/minhas-viagens', 'Minhas viagens'],
    ['/oferecer-viagem', 'Oferecer viagem'],
    ['/mensagens', 'Mensagens'],
    [`/mensagens/${CAFE}/${JOAO_ID}`, 'Café especial torrado em grão 500 g'],
    ['/pedidos', 'Pedidos'],
    ['/configuracoes', 'Configurações'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test("the moderation queue, a seller's profile and Meus Anúncios with expiring and hidden ads fit a 360 px screen", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, 'admin', 'admin1234', '/gerenciar-denuncias')
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Denúncias' })).toBeVisible()
  for (const [path, heading] of [
    ['/gerenciar-denuncias', 'Gerenciar Denúncias'],
    ['/vendedor/maria.souza', 'Maria Souza'],
    ['/vendedor/joao.pereira', 'João Pereira'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, 'joao.pereira', 'produtor123', '/meus-anuncios')
  await expect(page.getByText('A moderação ocultou anúncios seus')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, '/meus-anuncios').toBeLessThanOrEqual(0)
})
