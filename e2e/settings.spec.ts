import path from 'node:path'
import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn as signInAt, signOut } from './helpers'

// /configuracoes against the real backend, with a fresh account per run.
const banner = (page: Page) => page.getByRole('banner')
const signIn = (page: Page, login: string, senha: string) => signInAt(page, login, senha, '/configuracoes')

async function openOption(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Opções da conta' }).getByRole('button', { name }).click()
  return page.getByRole('dialog', { name })
}

test('signed out, /configuracoes sends to /login and back', async ({ page }) => {
  await page.goto('/configuracoes')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconfiguracoes$/)
  await signIn(page, 'joao.pereira', 'produtor123')
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()
})

test('details, photo, links, password and e-mail are saved; the account can be deleted', async ({ page }) => {
  const conta = { username: `conf.${Date.now().toString(36)}`, senha: 'senha-original' }
  conta.username = conta.username.slice(0, 30)
  const email = `${conta.username}@campo-solidario.test`
  // A valid CPF made from the clock, so every run signs up afresh.
  const base = String(Date.now()).slice(-9)
  const dv = (d: number[]) => {
    const s = d.reduce((acc, n, i) => acc + n * (d.length + 1 - i), 0) % 11
    return s < 2 ? 0 : 11 - s
  }
  const digits = [...base].map(Number)
  digits.push(dv(digits))
  digits.push(dv(digits))
  await page.goto('/login?tab=cadastro&redirect=%2Fconfiguracoes')
  await page.getByLabel('Nome completo').fill('Conta de Teste')
  await page.getByLabel('Nome de usuário').fill(conta.username)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Telefone').pressSequentially(`2798${base.slice(-7)}`)
  await page.getByLabel('CPF').pressSequentially(digits.join(''))
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(conta.senha)
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Alterar detalhes: the greeting follows.
  let dialog = await openOption(page, 'Alterar detalhes')
  await dialog.getByLabel('Nome de exibição').fill('Sítio Boa Vista')
  await dialog.getByLabel('Descrição do perfil').fill('Café e mel do Caparaó')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible()
  await expect(banner(page).getByText('Olá, Sítio Boa Vista')).toBeVisible()

  // Imagem do perfil: compressed on the phone, uploaded to the own folder, shown in the header.
  dialog = await openOption(page, 'Imagem do perfil')
  await expect(dialog.getByRole('button', { name: 'Salvar imagem' })).toBeDisabled()
  await dialog.locator('input[type=file]').setInputFiles(path.resolve('public/icons/icon-512.png'))
  await expect(dialog.getByText('Arquivo escolhido: icon-512.png')).toBeVisible()
  await dialog.getByRole('button', { name: 'Salvar imagem' }).click()
  await expect(page.getByText('Imagem do perfil atualizada!')).toBeVisible()
  const avatar = banner(page).locator('img[src*="/avatars/"]').first()
  await expect(avatar).toBeVisible()
  expect(await avatar.getAttribute('src')).toMatch(
    /\/storage\/v1\/object\/public\/imagens\/avatars\/[0-9a-f-]{36}\/avatar\.webp\?v=/,
  )
  const photo = await page.request.get((await avatar.getAttribute('src'))!)
  expect(photo.headers()['content-type']).toBe('image/webp')
  expect((await photo.body()).length).toBeLessThanOrEqual(150 * 1024)

  // Links sociais: validated, then saved.
  dialog = await openOption(page, 'Links sociais')
  await dialog.getByLabel('Instagram').fill('instagram.com/sitio')
  await dialog.getByRole('button', { name: 'Salvar links' }).click()
  await expect(dialog.getByText('Informe o endereço completo, começando com https://')).toBeVisible()
  await dialog.getByLabel('Instagram').fill('https://instagram.com/sitio')
  await dialog.getByRole('button', { name: 'Salvar links' }).click()
  await expect(page.getByText('Links salvos com sucesso!')).toBeVisible()

  // Alterar Senha: the old one is checked by the auth server.
  dialog = await openOption(page, 'Alterar Senha')
  await expect(dialog.getByRole('button', { name: 'Alterar Senha' })).toBeDisabled()
  await dialog.getByLabel('Senha antiga').fill('errada')
  await dialog.getByLabel('Nova senha').fill('senha-nova-2026')
  await dialog.getByRole('button', { name: 'Alterar Senha' }).click()
  await expect(dialog.getByText('Senha atual incorreta')).toBeVisible()
  await dialog.getByLabel('Senha antiga').fill(conta.senha)
  await dialog.getByRole('button', { name: 'Alterar Senha' }).click()
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible()

  // Alterar e-mail.
  dialog = await openOption(page, 'Alterar e-mail')
  await expect(dialog.getByLabel('E-mail atual')).toHaveValue(email)
  const novoEmail = `novo.${email}`
  await dialog.getByLabel('Novo e-mail').fill(novoEmail)
  await dialog.getByRole('button', { name: 'Alterar e-mail' }).click()
  await expect(page.getByText('Email atualizado com sucesso!')).toBeVisible()

  // The new password and the new e-mail sign in.
  await signOut(page)
  await signIn(page, novoEmail, 'senha-nova-2026')
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()

  // Excluir conta: after typing the word, everything goes and the person is signed out.
  dialog = await openOption(page, 'Excluir conta')
  const excluir = dialog.getByRole('button', { name: 'Excluir minha conta' })
  await expect(excluir).toBeDisabled()
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR')
  await excluir.click()
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page).getByRole('link', { name: 'Entrar' })).toBeVisible()
  await signIn(page, novoEmail, 'senha-nova-2026')
  await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible()
})

test('"Uso sem internet" says what the phone keeps, and protects it when the browser grants it', async ({ page, context }) => {
  await signIn(page, 'joao.pereira', 'produtor123')
  const section = page.getByRole('region', { name: 'Uso sem internet' })
  await expect(
    section.getByText(/^O app guarda \d+,\d MB neste aparelho.* O navegador permite guardar até [\d.]+,\d MB\.$/),
  ).toBeVisible()
  await expect(section.getByText(/^Dados não protegidos/)).toBeVisible()
  // A site the person barely used: Chromium refuses, and the screen says what tends to help.
  const protect = section.getByRole('button', { name: 'Proteger dados deste aparelho' })
  await protect.click()
  await expect(section.getByRole('status')).toHaveText(/^O navegador não concedeu a proteção agora\./)
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false)

  // Granted (as Chromium does for an installed app): asked again, the data is protected.
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo')
  const browser = await context.browser()!.newBrowserCDPSession()
  await browser.send('Browser.grantPermissions', {
    origin: new URL(page.url()).origin,
    permissions: ['durableStorage'],
    browserContextId: targetInfo.browserContextId,
  })
  await protect.click()
  await expect(section.getByText(/^Dados protegidos: o navegador não apaga/)).toBeVisible()
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true)
  await expect(protect).toHaveCount(0)
})
