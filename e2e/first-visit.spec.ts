import { expect, test } from './test'
import { offlineCopyState, waitForServiceWorker } from './helpers'

// A first visit from a shared link keeps the shell and what it opened, not the whole offline copy
// (issue 76: the visitor may never come back); the next visit, in a new tab, downloads the rest by
// itself, and then every screen opens with no connection. The newest ads to browse offline come
// with that rest: a first visit asks only its ad's related ones.

const FEIJAO = { id: 'a0000000-0000-4000-8000-000000000001', titulo: 'Feijão carioca novo, saca de 30 kg' }

test('a first visit keeps what it opened; the next visit downloads the rest by itself, and every screen opens offline', async ({
  page,
  context,
}) => {
  const newestAds = (url: string) => /\/rest\/v1\/anuncios\?.*status=eq\.ativo&order=created_at\.desc&limit=100/.test(url)
  const asked: string[] = []
  context.on('request', (request) => void (newestAds(request.url()) && asked.push(request.url())))

  await page.goto(`/product/${FEIJAO.id}`)
  await expect(page.getByRole('heading', { level: 1, name: FEIJAO.titulo })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Anúncios relacionados' }).getByRole('link').first()).toBeVisible()
  await waitForServiceWorker(page, { wholeCopy: false })
  const first = await offlineCopyState(page)
  expect(first.downloading).toBeNull()
  expect(first.missingFiles).toBeGreaterThan(0)

  // What was opened is kept; a screen never opened is not.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: FEIJAO.titulo })).toBeVisible()
  await page.goto('/quem-somos')
  await expect(page.getByText('Esta tela ainda não foi baixada para usar sem internet.')).toBeVisible()
  await context.setOffline(false)
  expect(asked, 'the first visit did not download the newest ads').toEqual([])

  // The next visit (a new tab, as a link opened again from WhatsApp): the rest comes by itself.
  const later = await context.newPage()
  await later.goto('/informativos')
  await expect(later.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => offlineCopyState(later), { timeout: 30_000 }).toMatchObject({ missingFiles: 0, downloading: null })
  await expect.poll(() => asked.length, { message: 'the next visit downloads the newest ads' }).toBeGreaterThan(0)

  await context.setOffline(true)
  for (const [path, heading] of [
    ['/quem-somos', 'Quem Somos'],
    ['/frete-solidario', 'Frete Solidário'],
  ]) {
    await later.goto(path)
    await expect(later.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  // The list, offline, from the newest ads the next visit kept.
  await expect(later.getByRole('main').getByRole('listitem').filter({ hasText: FEIJAO.titulo })).toBeVisible()
})
