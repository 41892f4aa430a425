import { expect, test } from './test'
import { waitForServiceWorker } from './helpers'

// A phone whose date is a year ahead (common once the battery has run out): the server's clock —
// learned from its answers' Date header — decides which trips are still to come, so today's open
// trips stay on the list, online and, afterwards, with no signal.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

test("with the phone's date a year ahead, the open trips are still listed online and offline", async ({ page, context }) => {
  await page.clock.setSystemTime(new Date(Date.now() + YEAR_MS))
  await page.goto('/frete-solidario')
  await page.getByRole('tab', { name: 'Viagens' }).click()
  const trip = page.getByRole('article', { name: 'Santa Maria de Jetibá/ES → Vitória/ES' }).first()
  await expect(trip).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await page.getByRole('tab', { name: 'Viagens' }).click()
  await expect(trip).toBeVisible()
})
