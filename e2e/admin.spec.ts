import { expect, test, type Browser, type Page } from './test'
import { E2E } from '../playwright.config'
import { ANON_KEY, accessToken, expectNoSeriousA11yViolations, signIn } from './helpers'

// An admin manages a user end to end; what the admin does is enforced by the server.
async function newPage(browser: Browser) {
  return (await browser.newContext({ baseURL: E2E.appUrl })).newPage()
}

/** Tries to publish an ad with the page's own session, straight to the API. */
async function tryToPublish(page: Page): Promise<number> {
  const token = await accessToken(page)
  return page.evaluate(
    async ({ api, access_token, anon }) => {
      const res = await fetch(`${api}/rest/v1/anuncios`, {
        method: 'POST',
        headers: { apikey: anon, Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ titulo: 'Milho verde', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27991112222' }),
      })
      return res.status
    },
    { api: E2E.apiUrl, access_token: token, anon: ANON_KEY },
  )
}

test('admin creates a user, who signs in; deactivated they cannot sign in or publish; reactivated; deleted', async ({
  page,
  browser,
}) => {
  // Three people on one browser, each signing in: a long scenario, longer still on a slow machine.
  test.setTimeout(120_000)
  const username = `criado.${Date.now().toString(36)}`
  await signIn(page, 'admin', 'admin1234')
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible()
  await expect(page.getByText(/^Total: \d+ usuários$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Novo Usuário' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo Usuário' })
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Email').fill(`${username}@campo-solidario.test`)
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-inicial')
  await dialog.getByLabel('Nome Completo').fill('Produtor Criado')
  await dialog.getByLabel('Telefone').pressSequentially('27991112222')
  await dialog.getByLabel('Cidade').fill('Serra')
  await dialog.getByLabel('Estado').click()
  await page.getByRole('option', { name: 'ES – Espírito Santo' }).click()
  await dialog.getByRole('button', { name: 'Criar Usuário' }).click()
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(username) })
  await expect(row).toContainText('Serra, ES')
  await expect(row).toContainText('(27) 99111-2222')

  const user = await newPage(browser)
  await signIn(user, username, 'senha-inicial')
  await expect(user.getByRole('banner').getByText('Olá, Produtor Criado')).toBeVisible()
  // The header has the server's role once the profile is read (it is then kept for the next start).
  await expect.poll(() => user.evaluate(() => localStorage.getItem('user'))).toContain('"role":"user"')
  await expect(user.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  await user.goto('/gerenciar-usuarios')
  await expect(user.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()

  await row.getByRole('button', { name: `Desativar ${username}` }).click()
  await expect(page.getByText('Usuário desativado com sucesso!')).toBeVisible()
  await expect(row).toContainText('inativo')
  expect(await tryToPublish(user)).toBe(403)
  const other = await newPage(browser)
  await signIn(other, username, 'senha-inicial')
  await expect(other.getByText(/Sua conta está inativa/)).toBeVisible()

  await row.getByRole('button', { name: `Ativar ${username}` }).click()
  await expect(page.getByText('Usuário ativado com sucesso!')).toBeVisible()
  expect(await tryToPublish(user)).toBe(201)

  await row.getByRole('button', { name: `Excluir ${username}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(row).toHaveCount(0)
  await signIn(other, username, 'senha-inicial')
  await expect(other.getByText('Usuário ou senha inválidos')).toBeVisible()
})

test('a direct call to the admin function by a producer is refused', async ({ page }) => {
  await signIn(page, 'maria.souza', 'produtor123')
  await expect(page.getByRole('banner').getByText('Olá, Maria Souza')).toBeVisible()
  const token = await accessToken(page)
  const status = await page.evaluate(
    async ({ api, access_token }) => {
      const res = await fetch(`${api}/functions/v1/admin-usuarios`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ acao: 'listar' }),
      })
      return res.status
    },
    { api: E2E.apiUrl, access_token: token, anon: ANON_KEY },
  )
  expect(status).toBe(403)
})
