import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'
import { E2E } from '../playwright.config'
import { expect, test, type Page } from './test'
import { ANON_KEY, SERVICE_KEY, expectNoSeriousA11yViolations, signIn, signOut } from './helpers'

// "Esqueci minha senha" as a person does it: the e-mail in the local mailbox (Mailpit's API), its
// link, a new password; the old one refused and the link refused a second time; and by phone, a
// code by WhatsApp read from the same mailbox.

interface MailSummary {
  ID: string
  To: Array<{ Address: string }>
  Subject: string
}

/** The newest message to `address`, as the Supabase CLI's Mailpit answers it. */
async function newestMessageTo(address: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  let found: MailSummary | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await fetch(`${E2E.mailUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] }
      found = messages.find((m) => m.To[0]?.Address === address)
      return Boolean(found)
    })
    .toBe(true)
  return (await fetch(`${E2E.mailUrl}/api/v1/message/${found!.ID}`)).json()
}

const linkIn = (mail: { HTML: string }) => /href="([^"]+)"/.exec(mail.HTML)![1].replace(/&amp;/g, '&')

/** "Enviar instruções" for `contato` on /recuperar-senha (opened already), and its answer. */
async function askFor(page: Page, contato: string) {
  await page.getByLabel('E-mail ou telefone').fill(contato)
  await page.getByRole('button', { name: 'Enviar instruções' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Se houver uma conta com esses dados, enviamos as instruções.' }),
  ).toBeVisible()
}

async function newPassword(page: Page, senha: string, confirmacao: string) {
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(senha)
  await page.getByLabel('Confirme a nova senha').fill(confirmacao)
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
}

/** A new account made by the cadastro function (as the sign-up tab makes it). */
async function newAccount(page: Page, withEmail: boolean) {
  const suffix = Date.now().toString(36) + Math.floor(Math.random() * 1000)
  const telefone = `2799${String(Date.now()).slice(-7)}`
  const account = {
    nome: 'Lúcia Campos',
    username: `lucia.${suffix}`,
    email: withEmail ? `lucia.${suffix}@campo-solidario.test` : '',
    telefone,
    cpf: generateCpf(),
    senha: 'senha-antiga-1',
  }
  const made = await page.request.post(`${E2E.apiUrl}/functions/v1/cadastro`, {
    data: account,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  })
  expect(made.status(), await made.text()).toBe(201)
  return account
}

test('forgot by e-mail: the link in the mailbox, a new password, signed in; the old password and the link refused', async ({
  page,
}) => {
  const account = await newAccount(page, true)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible()
  await askFor(page, account.email)

  const mail = await newestMessageTo(account.email)
  expect(mail.Subject).toBe('Redefinir sua senha — Campo Solidário')
  const link = linkIn(mail)
  await page.goto(link)
  await expect(page).toHaveURL(`${E2E.appUrl}/redefinir-senha`)
  await newPassword(page, 'senha-nova-2', 'senha-nova-3')
  await expect(page.getByText('As senhas não conferem')).toBeVisible()
  await newPassword(page, 'senha-nova-2', 'senha-nova-2')
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible()
  await expect(page.getByRole('banner').getByText('Olá, Lúcia Campos')).toBeVisible()
  // Nothing of the link stays in the address or the history.
  expect(page.url()).toBe(`${E2E.appUrl}/`)
  await page.goBack()
  expect(page.url()).not.toContain('access_token')

  await signOut(page)
  await signIn(page, account.username, account.senha)
  await expect(page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos' })).toBeVisible()
  await signIn(page, account.username, 'senha-nova-2')
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible()

  await page.goto(link)
  await expect(page.getByRole('alert').filter({ hasText: 'Este link expirou ou já foi usado.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible()
})

test('forgot by phone: a code by WhatsApp from the mailbox, then the new password', async ({ page }) => {
  const account = await newAccount(page, false)
  await page.goto('/recuperar-senha')
  await page.getByLabel('E-mail ou telefone').fill(account.telefone)
  await page.getByRole('radio', { name: 'WhatsApp' }).check()
  await page.getByRole('button', { name: 'Enviar instruções' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Se houver uma conta com esses dados, enviamos as instruções.' }),
  ).toBeVisible()

  const text = await newestMessageTo(`+55${account.telefone}`)
  const code = /\b(\d{6})\b/.exec(text.Text)![1]
  await page.getByLabel('Código de 6 dígitos').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Confirmar código' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Código inválido ou expirado.' })).toBeVisible()
  await page.getByLabel('Código de 6 dígitos').fill(code)
  await page.getByRole('button', { name: 'Confirmar código' }).click()
  await expect(page).toHaveURL(/\/redefinir-senha$/)
  await newPassword(page, 'roca-nova-7', 'roca-nova-7')
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible()
  await expect(page.getByRole('banner').getByText('Olá, Lúcia Campos')).toBeVisible()
})

test('an address with no account gets the same answer, and no message', async ({ page }) => {
  await page.goto('/recuperar-senha')
  await expectNoSeriousA11yViolations(page)
  await askFor(page, 'ninguem.aqui@campo-solidario.test')
  const { messages } = (await (await fetch(`${E2E.mailUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] }
  expect(messages.filter((m) => m.To[0]?.Address === 'ninguem.aqui@campo-solidario.test')).toEqual([])
})

test('an inactive account gets no way in: the link opens, the new password is refused and the session ends', async ({ page }) => {
  const account = await newAccount(page, true)
  const deactivated = await page.request.patch(`${E2E.apiUrl}/rest/v1/usuarios?username=eq.${account.username}`, {
    data: { status: 'inativo' },
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' },
  })
  expect(deactivated.status()).toBe(204)
  await page.goto('/recuperar-senha')
  await askFor(page, account.email)
  await page.goto(linkIn(await newestMessageTo(account.email)))
  await newPassword(page, 'senha-nova-4', 'senha-nova-4')
  await expect(page.getByRole('alert').filter({ hasText: 'Sua conta está inativa.' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual([])
})

test('the recovery screens fit 360 px and 1280 px', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, heading] of [
      ['/recuperar-senha', 'Esqueci minha senha'],
      ['/redefinir-senha', 'Redefinir senha'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
  // Without a link, the new-password screen says what to do.
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible()
})
