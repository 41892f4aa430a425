import { expect, test } from './test'
import { waitForServiceWorker } from './helpers'

// After one visit the shell and every page's code are cached: with no connection, reloading a
// page (or opening another one) still shows it.
test('after one visit, pages and articles open with no connection', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre o que você procura...' })).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre o que você procura...' })).toBeVisible()
  await expect(page.getByText('Você está offline')).toBeVisible()

  for (const [path, heading] of [
    ['/quem-somos', 'Quem Somos'],
    ['/informativos/captacao-de-agua-da-chuva', 'Captação de água da chuva: economia de até 30% na propriedade'],
    ['/tags/tecnologia', 'Tecnologia'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  // The article's illustration comes from the precache too.
  const image = page.getByRole('img', { name: 'Placas solares ao lado de um curral sob o sol forte' }).first()
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await context.setOffline(false)
  await expect(page.getByText('Você está offline')).toBeHidden()
})

test('an article read online is kept for later, not downloaded at install', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const kept = (path: string) =>
    page.evaluate(async (url) => (await caches.open('paginas').then((c) => c.match(url))) !== undefined, path)
  expect(await kept('/informativos/compostagem-domestica')).toBe(false)
  await page.goto('/informativos/compostagem-domestica')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => kept('/informativos/compostagem-domestica')).toBe(true)
})
