import { expect, test } from './test'
import { expectNoSeriousA11yViolations, signIn, waitForServiceWorker } from './helpers'

// Maria's notifications from the demo data (João's message, his order and his request for space
// on her trip, written by the database): the bell's count, the inbox, opening one (it goes to its
// screen and is read), and the inbox again with no signal.

test('the bell counts what is unread; the inbox opens each one and reads offline', async ({ page, context }) => {
  await signIn(page, 'maria.souza', 'produtor123', '/quem-somos')
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /^Notificações: \d+ não lidas?$/ })
    .first()
  await expect(bell).toBeVisible()
  const before = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])
  expect(before).toBeGreaterThanOrEqual(3)

  await bell.click()
  await expect(page).toHaveURL(/\/notificacoes$/)
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const message = page.getByRole('link', { name: /enviou (uma mensagem|\d+ mensagens).*Café especial/ }).first()
  const href = (await message.getAttribute('href'))!
  expect(href).toMatch(/^\/mensagens\/a0000000-0000-4000-8000-000000000003\//)
  await message.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: `Notificações: ${before - 1 === 1 ? '1 não lida' : `${before - 1} não lidas`}` })
      .first(),
  ).toBeVisible()

  // With no signal the inbox is what the phone kept, the one opened read.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/notificacoes')
  await expect(page.getByRole('link', { name: /enviou (uma mensagem|\d+ mensagens).*Café especial/ }).first()).toBeVisible()
  await expect(page.getByText('Nova', { exact: true })).toHaveCount(before - 1)
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  await expect(page.getByText('Nova', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notificações' }).first()).toBeVisible()
  await context.setOffline(false)
})
