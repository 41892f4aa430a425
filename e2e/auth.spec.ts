import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn } from './helpers'

// Sign-up and sign-in through the real edge functions of the local backend.
const desktopNav = (page: Page) => page.getByRole('banner')

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(desktopNav(page).getByRole('link', { name: 'Entrar' })).toBeVisible()
}

test('sign up, sign out, then sign in by username, e-mail and phone', async ({ page }) => {
  const suffix = Date.now().toString(36)
  const username = `rosa.${suffix}`
  const email = `rosa.${suffix}@campo-solidario.test`
  const telefone = `2799${String(Date.now()).slice(-7)}`
  const cpf = '28645591022'

  await page.goto('/login?redirect=%2Fquem-somos')
  await page.getByRole('tab', { name: 'Cadastro' }).click()
  await page.getByLabel('Nome completo').fill('Rosa Lima')
  await page.getByLabel('Nome de usuário').fill(username)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefone').pressSequentially(telefone)
  await expect(page.getByLabel('Telefone')).toHaveValue(/^\(27\) 99\d{3}-\d{4}$/)
  await page.getByLabel('CPF').pressSequentially(cpf)
  await expect(page.getByLabel('CPF')).toHaveValue('286.455.910-22')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('horta-2026')
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/quem-somos$/)
  await expect(desktopNav(page).getByText('Olá, Rosa Lima')).toBeVisible()
  // The display record of the specification, never trusted for authorisation.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null')).toEqual({
    username,
    email,
    role: 'user',
    displayName: 'Rosa Lima',
  })
  await signOut(page)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

  for (const identificador of [username, email, `(${telefone.slice(0, 2)}) ${telefone.slice(2, 7)}-${telefone.slice(7)}`]) {
    await signIn(page, identificador, 'horta-2026')
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible()
    await expect(page).toHaveURL(/\/quem-somos$/)
    await expect(desktopNav(page).getByText('Olá, Rosa Lima')).toBeVisible()
    await signOut(page)
  }

  // Signing up again with the same username says so.
  await page.goto('/login?tab=cadastro')
  await page.getByLabel('Nome completo').fill('Outra Rosa')
  await page.getByLabel('Nome de usuário').fill(username)
  await page.getByLabel('Telefone').pressSequentially('27991112233')
  await page.getByLabel('CPF').pressSequentially('52998224725')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('outra-senha')
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Este nome de usuário já está em uso' })).toBeVisible()
})

test('a wrong password reads "Usuário ou senha inválidos"', async ({ page }) => {
  await signIn(page, 'joao.pereira', 'senha-errada')
  await expect(page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos' })).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

test("an admin finds the header's Admin button after signing in, at 1280 px, and it opens Gerenciar Usuários", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'admin', 'admin1234')
  const admin = desktopNav(page).getByRole('link', { name: 'Admin', exact: true })
  await expect(admin).toBeVisible()
  await admin.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible()
  await expect(desktopNav(page).getByRole('button', { name: 'Sair' })).toBeVisible()
})

test('/login has no serious or critical accessibility violation, in both tabs', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar na Conta' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: 'Cadastro' }).click()
  await expect(page.getByLabel('CPF')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
