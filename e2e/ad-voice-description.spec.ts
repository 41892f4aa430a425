import { E2E } from '../playwright.config'
import { durationLabel } from '../src/lib/media/voice-note'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
import { expect, test } from './test'
import { publishAd, serverRows, settled, signIn } from './helpers'

// An ad's spoken description (issue 52): Maria records one with the publish form (Chromium's fake
// microphone, a tone), hears it before publishing, publishes, and a visitor — nobody signed in —
// hears it on the ad's page, downloaded only when asked for. The stored file weighs at most 4 KB a second.

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
})

test('an ad published with a spoken description plays it on its page for a visitor', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const titulo = `Mel de aroeira ${Date.now()}`
  const mariaContext = await browser.newContext({ permissions: ['microphone'] })
  const maria = await mariaContext.newPage()
  await signIn(maria, 'maria.souza', 'produtor123', '/criar-anuncio')
  await settled(maria)

  const field = maria.getByRole('group', { name: 'Descrição em áudio' })
  await field.getByRole('button', { name: 'Gravar descrição em áudio' }).click()
  const recording = maria.getByRole('group', { name: 'Gravando descrição em áudio' })
  await expect(recording.getByRole('timer')).toHaveText('0:03', { timeout: 20_000 })
  // While it records, the ad cannot be published (the recording would be lost).
  await expect(maria.getByRole('button', { name: 'Publicar anúncio' })).toBeDisabled()
  await recording.getByRole('button', { name: 'Concluir gravação' }).click()
  await expect(recording).toBeHidden()
  await expect(field.getByRole('button', { name: 'Reproduzir descrição em áudio' })).toBeVisible()
  // Its length as recorded (the tap that ends it lands when it lands: 0:03 or later).
  const length = (await field.getByText(/^\d:\d\d$/).textContent())!

  await publishAd(maria, { titulo, categoria: 'Comida', cep: '29010935', contato: '27998761234' })
  await expect(maria).toHaveURL(/\/meus-anuncios$/)
  await expect
    .poll(
      async () => (await serverRows(request, E2E.apiUrl, `anuncios?titulo=eq.${encodeURIComponent(titulo)}&select=id`)).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1)
  const [ad] = await serverRows(
    request,
    E2E.apiUrl,
    `anuncios?titulo=eq.${encodeURIComponent(titulo)}&select=id,audio_caminho,audio_duracao_ms`,
  )
  const file = await request.get(`${E2E.apiUrl}/storage/v1/object/public/descricoes-em-audio/${ad.audio_caminho}`)
  expect(file.ok()).toBe(true)
  const bytesPerSecond = ((await file.body()).length * 1000) / (ad.audio_duracao_ms as number)
  console.log(`stored description: ${ad.audio_duracao_ms} ms, ${Math.round(bytesPerSecond)} B/s`)
  expect(durationLabel(ad.audio_duracao_ms as number)).toBe(length)
  expect(bytesPerSecond).toBeLessThanOrEqual(4096)
  await mariaContext.close()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const downloads: string[] = []
  visitor.on('request', (r) => void (r.url().includes('/descricoes-em-audio/') && downloads.push(r.url())))
  await visitor.goto(`/product/${ad.id}`)
  const spoken = visitor.getByRole('group', { name: 'Descrição em áudio' })
  await expect(spoken.getByText(length, { exact: true })).toBeVisible()
  // Nothing is downloaded until it is asked for: every visitor of the page would pay for it.
  await settled(visitor)
  expect(downloads).toEqual([])
  await spoken.getByRole('button', { name: 'Reproduzir descrição em áudio' }).click()
  await expect(spoken.getByRole('button', { name: 'Pausar' })).toBeVisible()
  await expect(spoken.getByRole('button', { name: 'Reproduzir descrição em áudio' })).toBeVisible({ timeout: 15_000 })
  expect(downloads).toHaveLength(1)
  await visitorContext.close()
})
