import { E2E } from '../playwright.config'
import { observatory } from '../scripts/observatory'
import { expect, test } from './test'

// The web server's security headers as the MDN HTTP Observatory grades them, and its
// Content-Security-Policy as the browser enforces it (every other test fails on a violation:
// e2e/test.ts).

const AD = 'a0000000-0000-4000-8000-000000000014'
/** Over plain HTTP these two cannot pass: HTTPS, its redirect and HSTS are the proxy's (docs/deploy.md). */
const NEEDS_HTTPS = ['redirection', 'strictTransportSecurity']

for (const address of ['/', `/product/${AD}`, '/gerenciar-usuarios']) {
  test(`the MDN HTTP Observatory's header tests pass on ${address}`, async () => {
    const { tests, score, grade } = await observatory(`${E2E.appUrl}${address}`)
    console.log(`${address}: score ${score} (${grade}) over HTTP; ${JSON.stringify(tests)}`)
    const failed = Object.entries(tests).filter(([name, { pass }]) => !pass && !NEEDS_HTTPS.includes(name))
    expect(failed).toEqual([])
    expect(tests.contentSecurityPolicy.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
    expect(tests.xFrameOptions.result).toBe('x-frame-options-implemented-via-csp')
  })
}

test('a script the page did not ship is refused, and the suite sees it', async ({ page, cspViolations }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  cspViolations.length = 0
})

test('a connection to a service the build was not made for is refused', async ({ page, cspViolations }) => {
  await page.goto('/')
  const outcome = await page.evaluate(() =>
    fetch('http://127.0.0.1:9/dados').then(
      () => 'answered',
      () => 'refused',
    ),
  )
  expect(outcome).toBe('refused')
  await expect.poll(() => cspViolations.join('\n')).toContain('connect-src')
  cspViolations.length = 0
})
