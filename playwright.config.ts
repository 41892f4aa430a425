import { defineConfig, devices } from '@playwright/test'
import { devServiceEnv } from './local-supabase/dev-services/urls'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium'
import { serveAppArgs, serveAppEnv } from './web/serve-command'

// End-to-end tests in Debian's Chromium against the production build and a fresh local backend.
const BACKEND_PORT = 54329
const APP_PORT = 4179
const MAIL_PORT = 54339
export const E2E = {
  appUrl: `http://127.0.0.1:${APP_PORT}`,
  apiUrl: `http://127.0.0.1:${BACKEND_PORT}`,
  /** The local mailbox (Mailpit's API): recovery e-mails and phone codes. */
  mailUrl: `http://127.0.0.1:${MAIL_PORT}`,
}

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  // Deadlines that fit a 2-core machine with one core kept busy (../shared/tools/busy-machine): a
  // publication with photos takes several seconds there to be acknowledged. A test waits for what
  // it needs; a longer deadline costs nothing when the state comes sooner.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.appUrl,
    launchOptions: chromium,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `npx tsx local-supabase/cli.ts --port ${BACKEND_PORT} --mail-port ${MAIL_PORT} --data-dir .data/e2e-backend --reset`,
      url: `${E2E.apiUrl}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The production build, served as production serves it: Node on the server's built JavaScript.
      command: `npm run build --silent && node ${serveAppArgs().join(' ')}`,
      url: `${E2E.appUrl}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        VITE_SUPABASE_URL: E2E.apiUrl,
        SITE_URL: E2E.appUrl,
        SUPABASE_URL: E2E.apiUrl,
        // Every navigation gets its data written in, however busy the machine (the tests that
        // need the boot script to ask take the answer out of the page: withoutWrittenAnswer).
        BOOT_ANSWER_WAIT_MS: '10000',
        ...serveAppEnv(APP_PORT),
        ...devServiceEnv(E2E.apiUrl),
      },
    },
  ],
})
