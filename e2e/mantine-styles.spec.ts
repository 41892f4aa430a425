import { chunksWithoutTheirStyles } from '../web/mantine-styles-coverage'
import { settled, signIn } from './helpers'
import { expect, test, type Page } from './test'

// Each Mantine component's styles load with the code that uses it (web/mantine-component-styles.ts),
// not as Mantine's whole stylesheet. A component whose styles are missing still renders — unstyled,
// silently — so: the build gives every chunk the styles of every class it can render, and on the
// pages themselves every Mantine class an element has is defined by a stylesheet the page loaded.

const AD = 'a0000000-0000-4000-8000-000000000014'
const TRIP = 'b0000000-0000-4000-8000-000000000001'

test('every chunk of the build loads the styles of the Mantine components it renders', () => {
  const { checked, classes, unstyled } = chunksWithoutTheirStyles('dist')
  expect(checked, 'chunks with Mantine components').toBeGreaterThan(20)
  expect(classes, "Mantine's class names in the build").toBeGreaterThan(150)
  expect(unstyled).toEqual([])
})

/** Mantine's classes on the page's elements that no loaded stylesheet defines. */
function undefinedMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>()
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) rule.selectorText.match(/m_[0-9a-f]+/g)?.forEach((name) => defined.add(name))
        if ('cssRules' in rule && rule.cssRules) read(rule.cssRules as CSSRuleList)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules)
    const used = new Set<string>()
    document.querySelectorAll('[class*="m_"]').forEach((element) => {
      element.classList.forEach((name) => /^m_[0-9a-f]+$/.test(name) && used.add(name))
    })
    return [...used].filter((name) => !defined.has(name))
  })
}

async function started(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('#root[data-starting]')).toHaveCount(0)
  await expect(page).toHaveURL(path)
}

test('the public pages define every Mantine class their elements have', async ({ page }) => {
  test.setTimeout(90_000)
  for (const path of [
    '/',
    '/frete-solidario',
    `/product/${AD}`,
    '/vendedor/maria.souza',
    `/viagens/${TRIP}`,
    '/login',
    '/contato',
  ]) {
    await started(page, path)
    await settled(page)
    expect(await undefinedMantineClasses(page), path).toEqual([])
  }
})

test("a signed-in person's screens and dialogs define every Mantine class their elements have", async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible()
  for (const path of ['/criar-anuncio', '/pedidos', '/mensagens', '/oferecer-viagem', '/minhas-viagens', '/configuracoes']) {
    await started(page, path)
    await settled(page)
    expect(await undefinedMantineClasses(page), path).toEqual([])
  }
  await page.getByRole('button', { name: /(Adicionar|Alterar) chave Pix/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await undefinedMantineClasses(page), "the Pix key's dialog").toEqual([])
})
