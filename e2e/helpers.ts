import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Serious and critical accessibility violations on the current page (WCAG 2.x A and AA). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Waits until the service worker controls the page, so what it precached serves offline. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    },
    undefined,
    { timeout: 20_000 },
  )
}

/** Signs in through /login and lands on `redirect` (a path of the app). */
export async function signIn(page: Page, login: string, senha: string, redirect = '/quem-somos') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill(login)
  await page.getByLabel('Senha').fill(senha)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** The access token supabase-js keeps for the signed-in page. */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
  })
}
