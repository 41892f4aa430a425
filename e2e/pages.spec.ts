import { expect, test } from './test'
import { expectNoSeriousA11yViolations } from './helpers'

// Every route of the frame renders its heading, with no serious accessibility violation.
const PAGES: Array<[string, string]> = [
  ['/', 'Encontre o que você procura...'],
  ['/quem-somos', 'Quem Somos'],
  ['/sac-duvidas', 'S.A.C. Tira Dúvidas'],
  ['/informativos', 'Nossas últimas notícias'],
  ['/informativos?page=2', 'Nossas últimas notícias'],
  ['/informativos/horta-organica-em-pequenos-espacos', 'Como montar uma horta orgânica em pequenos espaços'],
  ['/contato', 'Fale Conosco'],
  ['/login', 'Entrar na Conta'],
  ['/tags/agricultura', 'Agricultura'],
  ['/tags/casa', 'Casa'],
  ['/tags/comida', 'Alimentação'],
  ['/tags/comunidade', 'Comunidade'],
  ['/tags/cuidados', 'Cuidados'],
  ['/tags/dicas', 'Dicas'],
  ['/tags/sustentabilidade', 'Sustentabilidade'],
  ['/tags/tecnologia', 'Tecnologia'],
  ['/tags/utilidades', 'Utilidades'],
  ['/categories/estilo-de-vida', 'Estilo de vida'],
  ['/categories/negocios', 'Negócios'],
  ['/categories/organicos', 'Orgânicos'],
  ['/categories/saude', 'Saúde'],
  ['/frete-solidario', 'Frete Solidário'],
  ['/frete-solidario?search=feijao&category=comida', 'Frete Solidário'],
  ['/product/a0000000-0000-4000-8000-000000000001', 'Feijão carioca novo, saca de 30 kg'],
  ['/product/00000000-0000-4000-8000-000000000000', 'Anúncio não encontrado'],
  ['/uma/pagina/que/nao/existe', 'Oops! Page not found'],
]

for (const [path, heading] of PAGES) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Each public page has its own title (shared links); every title names the site.
    await expect(page).toHaveTitle(/Campo Solidário/)
    await expect(page.getByRole('contentinfo').getByText('Vitória - ES - Brasil')).toBeVisible()
  })
}

for (const path of [
  '/',
  '/quem-somos',
  '/sac-duvidas',
  '/informativos',
  '/informativos/vender-pelo-celular',
  '/tags/dicas',
  '/categories/negocios',
  '/contato',
  '/frete-solidario',
  '/product/a0000000-0000-4000-8000-000000000001',
  '/nao-existe',
]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('the manifest makes it installable as Campo Solidário', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'Campo Solidário', lang: 'pt-BR', display: 'standalone' })
  expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Anunciar', 'Frete Solidário'])
})

test('a path change scrolls to the top', async ({ page }) => {
  await page.goto('/informativos')
  await expect(page.getByRole('heading', { level: 1, name: 'Nossas últimas notícias' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 2000))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('link', { name: 'Vender pelo celular: fotos e descrições que atraem compradores' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Vender pelo celular/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
