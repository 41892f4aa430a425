import { expect, test, type Page } from './test'
import { settled, signIn, signOut } from './helpers'

// Every control a person meets is named in Portuguese, for the screen reader too: the accessible
// names of the controls of every public and signed-in screen, read from the accessibility tree,
// hold no English word that a library's default left behind ("Toggle password visibility").

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's ad
const JOAO = '00000000-0000-4000-a000-000000000003'
const TRIP = 'b0000000-0000-4000-8000-000000000001'

const CONTROLS =
  /^\s*- (button|link|textbox|searchbox|combobox|checkbox|radio|switch|tab|slider|spinbutton|menuitem|option|img|dialog|navigation|region|log|alert) "((?:[^"\\]|\\.)*)"/
const ENGLISH =
  /\b(toggle|password|visibility|show|hide|close|open|search|clear|next|previous|submit|loading|select|remove|delete|expand|collapse|dismiss|notifications?|navigation|back|scroll|upload|download|carousel|slide|go to|zoom|map|marker|the|your)\b/i

/** "role: name" of every named control on the page whose name has an English word. */
async function englishNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot()
  return tree
    .split('\n')
    .map((line) => CONTROLS.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && ENGLISH.test(match[2]))
    .map((match) => `${match[1]}: ${match[2]}`)
}

async function check(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
    await settled(page)
    expect(await englishNames(page), path).toEqual([])
  }
}

test('no control of a public screen is named in English', async ({ page }) => {
  test.setTimeout(120_000)
  await check(page, [
    '/',
    '/frete-solidario',
    '/frete-solidario?tab=viagens',
    `/product/${CAFE}`,
    '/vendedor/maria.souza',
    `/viagens/${TRIP}`,
    '/informativos',
    '/quem-somos',
    '/contato',
    '/sac-duvidas',
    '/login',
    '/login?tab=cadastro',
    '/recuperar-senha',
  ])
  // The header's menus, open.
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Menu' }).click()
  expect(await englishNames(page), 'menu aberto').toEqual([])
})

test('no control of a signed-in or admin screen is named in English', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Anúncios' })).toBeVisible()
  await check(page, [
    '/criar-anuncio',
    '/meus-anuncios',
    '/favoritos',
    '/minhas-viagens',
    '/oferecer-viagem',
    '/mensagens',
    `/mensagens/${CAFE}/${JOAO}`,
    '/pedidos',
    '/notificacoes',
    '/configuracoes',
  ])
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Olá, / })
    .click()
  expect(await englishNames(page), 'menu da conta').toEqual([])
  await page.keyboard.press('Escape')
  await signOut(page)
  await signIn(page, 'admin', 'admin1234', '/gerenciar-usuarios')
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible()
  await check(page, ['/gerenciar-denuncias', '/gerenciar-usuarios'])
  await page.getByRole('button', { name: 'Novo Usuário' }).click()
  await expect(page.getByRole('dialog', { name: 'Novo Usuário' })).toBeVisible()
  expect(await englishNames(page), 'Novo Usuário').toEqual([])
})
