import { test as base, expect, type BrowserContext } from '@playwright/test'

// Every browser test, with a watch on the web server's Content-Security-Policy: whatever the
// browser refuses under it (a script, a connection, a picture, a worker) fails the test that
// caused it, in the pages and workers of the test's context.
export * from '@playwright/test'

const VIOLATION = /Content Security Policy/i

/** What the Content-Security-Policy refuses in `context`'s pages and workers, as it happens. */
export function watchContentSecurityPolicy(context: BrowserContext): string[] {
  const violations: string[] = []
  const watch = (text: string) => VIOLATION.test(text) && violations.push(text)
  context.on('console', (message) => watch(message.text()))
  context.on('weberror', (error) => watch(String(error.error())))
  return violations
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = watchContentSecurityPolicy(context)
      await use(violations)
      expect(violations, 'the Content-Security-Policy refused something').toEqual([])
    },
    { auto: true },
  ],
})
