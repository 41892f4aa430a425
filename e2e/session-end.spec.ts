import { expect, test, type Page, type Route } from './test'
import { E2E } from '../playwright.config'
import { phoneRowCount, signIn } from './helpers'

// How a session ends on the phone: "Sair" at once whatever the network does; a session the server
// refuses sends a private screen to /login saying so; and nothing late brings the person back.

const isApi = (url: URL) => url.origin === E2E.apiUrl
const SESSAO_TERMINOU = 'Sua sessão terminou. Entre novamente.'

const keptSessions = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-') && key.endsWith('-auth-token')))

const entrar = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Entrar' })

/** The kept session as the server no longer accepts it: its access token expired, its refresh token unknown. */
async function refuseKeptSession(page: Page) {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!
    const kept = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>
    localStorage.setItem(
      key,
      JSON.stringify({ ...kept, expires_at: Math.floor(Date.now() / 1000) - 60, refresh_token: 'desconhecido123' }),
    )
  })
}

test('"Sair" while every request to the API hangs: "Entrar" within 2 s, and no session left on the phone', async ({
  page,
  context,
}) => {
  await signIn(page, 'joao.pereira', 'produtor123', '/meus-anuncios')
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Anúncios' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible()

  // Bars but no data: nothing the API is asked ever answers.
  await context.route(isApi, () => undefined)
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(entrar(page)).toBeVisible({ timeout: 2_000 })
  await expect(page).toHaveURL(`${E2E.appUrl}/`)
  expect(await keptSessions(page)).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a kept session the server refuses: /pedidos lands on /login saying the session ended', async ({ page }) => {
  await signIn(page, 'joao.pereira', 'produtor123', '/pedidos')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  // The app is closed (an open page would find the session refused itself), then opened again
  // with the kept session the server will refuse.
  const [key, session] = await page.evaluate(() => {
    const name = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!
    return [name, localStorage.getItem(name)!]
  })
  await page.goto('about:blank')
  const kept = JSON.stringify({
    ...(JSON.parse(session) as Record<string, unknown>),
    expires_at: Math.floor(Date.now() / 1000) - 60,
    refresh_token: 'desconhecido123',
  })
  await page.addInitScript(
    ([name, value]) => {
      if (sessionStorage.getItem('teste:sessao-posta')) return
      sessionStorage.setItem('teste:sessao-posta', '1')
      localStorage.setItem(name, value)
    },
    [key, kept] as const,
  )
  await page.goto('/pedidos')
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByRole('alert').filter({ hasText: SESSAO_TERMINOU })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pedidos')
  await expect(entrar(page)).toBeVisible()
  expect(await keptSessions(page)).toEqual([])

  // Signing in again goes back to where they were.
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill('joao.pereira')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('produtor123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
})

test('a session that ends while /mensagens is open: to /login saying so, and the conversations leave the phone', async ({
  page,
}) => {
  await signIn(page, 'maria.souza', 'produtor123', '/mensagens')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible()
  await expect.poll(() => phoneRowCount(page, 'mensagens')).toBeGreaterThan(0)

  // The person comes back to the app later: supabase-js refreshes the token, and the server refuses.
  await refuseKeptSession(page)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByRole('alert').filter({ hasText: SESSAO_TERMINOU })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mensagens')
  await expect.poll(() => phoneRowCount(page, 'mensagens')).toBe(0)
})

test('a profile read that answers after "Sair" puts nobody back in the header, now or after a reload', async ({
  page,
  context,
}) => {
  // The profile (the header's name and role) is read after the session arrives: held back here.
  const held: Route[] = []
  await context.route(
    (url) =>
      isApi(url) && url.pathname === '/rest/v1/usuarios' && url.searchParams.get('select')?.includes('avatar_path') === true,
    (route) => void held.push(route),
  )
  await signIn(page, 'joao.pereira', 'produtor123', '/quem-somos')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible()
  await expect.poll(() => held.length).toBeGreaterThan(0)

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(entrar(page)).toBeVisible()
  // Now the profile answers, late.
  const answered = held.map((route) => page.waitForResponse((response) => response.request() === route.request()))
  await Promise.all(held.map((route) => route.continue()))
  await Promise.all((await Promise.all(answered)).map((response) => response.finished()))
  // Once the page is idle, what the answer set off has run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await expect(entrar(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await expect(page.locator('#root:not([data-starting])')).toBeAttached({ timeout: 15_000 })
  await expect(entrar(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toHaveCount(0)
})
