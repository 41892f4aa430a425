import { expect, test } from './test'
import { signIn } from './helpers'

// A change recorded in one tab marks the ad in every tab of the person (issue 75): its pending
// mark while it waits, its refusal with the reason once the server refuses it — each within 2 s
// of the tab that recorded it (the phone's database is shared; its live queries tell the others).

const MARK_IN_OTHER_TABS_MS = 2_000
const isAdWrite = (url: URL) => url.pathname.endsWith('/rest/v1/anuncios')

test('a pause waiting, then refused, is marked in the other tab within 2 s', async ({ context }) => {
  const other = await context.newPage()
  await signIn(other, 'maria@campo-solidario.test', 'produtor123', '/meus-anuncios')
  await expect(other.getByRole('heading', { name: /^Meus Anúncios/ })).toBeVisible()
  const recording = await context.newPage()
  await recording.goto('/meus-anuncios')
  const pauseButton = recording.getByRole('button', { name: 'Pausar' }).first()
  await expect(pauseButton).toBeVisible()
  const titulo = (await pauseButton.locator('xpath=ancestor::article').getAttribute('aria-label'))!
  const cardIn = (page: typeof other) => page.getByRole('article', { name: titulo, exact: true })
  await expect(cardIn(other)).toBeVisible()

  // The pause cannot reach the server: it waits.
  let refuse = false
  await context.route(isAdWrite, async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback()
    if (!refuse) return route.abort('internetdisconnected')
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: '42501', details: null, hint: null, message: 'permission denied for table anuncios' }),
    })
  })
  await cardIn(recording).getByRole('button', { name: 'Pausar' }).click()
  await expect(cardIn(recording).getByText('Aguardando envio')).toBeVisible()
  await expect(cardIn(other).getByText('Aguardando envio')).toBeVisible({ timeout: MARK_IN_OTHER_TABS_MS })

  // Sent again, refused: the reason shows in both.
  refuse = true
  await recording.evaluate(() => window.dispatchEvent(new Event('online')))
  const refusal = (page: typeof other) => cardIn(page).getByText('Mudança de status não aceita')
  await expect(refusal(recording)).toBeVisible({ timeout: 15_000 })
  await expect(refusal(other)).toBeVisible({ timeout: MARK_IN_OTHER_TABS_MS })
  await expect(cardIn(other).getByText('Aguardando envio')).toBeHidden({ timeout: MARK_IN_OTHER_TABS_MS })

  // Discarded in the other tab: the mark leaves the first.
  await cardIn(other).getByRole('button', { name: 'Descartar' }).click()
  await expect(refusal(recording)).toBeHidden({ timeout: MARK_IN_OTHER_TABS_MS })
})
