import type { Page } from '@playwright/test'
import { E2E } from '../playwright.config'
import { durationLabel } from '../src/lib/media/voice-note'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
import { expect, test } from './test'
import { serverRows, settled, signIn, waitForServiceWorker } from './helpers'

// Voice notes in a conversation, recorded from Chromium's fake microphone (a tone): João records,
// Maria's open conversation shows the note with its length and plays it, also after a reload with
// no signal; a note recorded offline waits ("Aguardando envio") and arrives once. (A refused
// microphone: voice-notes-refused.spec.ts, a browser whose permission prompt is not faked.)

const MEL = 'a0000000-0000-4000-8000-000000000005' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const CONVERSATION = `/mensagens/${MEL}/${JOAO_ID}`

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

/** Records until the timer shows `seconds`, then "Enviar áudio". */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click()
  const recording = page.getByRole('group', { name: 'Gravando mensagem de voz' })
  await expect(recording.getByRole('timer')).toHaveText(`0:0${seconds}`, { timeout: 20_000 })
  await recording.getByRole('button', { name: 'Enviar áudio' }).click()
  await expect(recording).toBeHidden()
}

const notesOnServer = (request: import('@playwright/test').APIRequestContext) =>
  serverRows(
    request,
    E2E.apiUrl,
    `mensagens?anuncio_id=eq.${MEL}&comprador_id=eq.${JOAO_ID}&audio_caminho=not.is.null&select=id,audio_duracao_ms,audio_bytes,audio_tipo&order=created_at`,
  )

test('a voice note goes from João to Maria, plays, plays again with no signal, and one recorded offline arrives once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const joaoContext = await browser.newContext({ permissions: ['microphone'] })
  const joao = await joaoContext.newPage()
  await signIn(joao, 'joao.pereira', 'produtor123', CONVERSATION)
  await settled(joao)
  const mariaContext = await browser.newContext({ permissions: ['microphone'] })
  const maria = await mariaContext.newPage()
  await signIn(maria, 'maria.souza', 'produtor123', CONVERSATION)
  await waitForServiceWorker(maria)
  await settled(maria)
  const mariaLog = maria.getByRole('log', { name: 'Mensagens da conversa' })

  await record(joao, 4)
  const sentAt = Date.now()
  const player = mariaLog.getByRole('button', { name: 'Reproduzir mensagem de voz' })
  await expect(player).toBeVisible()
  console.log(`"Enviar áudio" → on Maria's screen: ${Date.now() - sentAt} ms`)

  const [stored] = await notesOnServer(request)
  // Its length as recorded (the tap that ends it lands when it lands: 0:04 or later).
  await expect(mariaLog.getByText(durationLabel(stored.audio_duracao_ms as number), { exact: true })).toBeVisible()
  const bytesPerSecond = ((stored.audio_bytes as number) * 1000) / (stored.audio_duracao_ms as number)
  console.log(`stored note: ${stored.audio_bytes} bytes for ${stored.audio_duracao_ms} ms = ${Math.round(bytesPerSecond)} B/s`)
  expect(stored.audio_tipo).toBe('audio/webm')
  expect(bytesPerSecond).toBeLessThanOrEqual(4096)

  // It plays (nothing played before the tap), at 1,5× when asked.
  await mariaLog.getByRole('button', { name: /^Velocidade 1×/ }).click()
  await player.click()
  await expect(mariaLog.getByRole('button', { name: 'Pausar' })).toBeVisible()
  await expect(mariaLog.getByRole('button', { name: 'Reproduzir mensagem de voz' })).toBeVisible({ timeout: 15_000 })

  // With no signal, after a reload, it still plays: the phone kept it.
  await mariaContext.setOffline(true)
  await maria.reload()
  await mariaLog.getByRole('button', { name: 'Reproduzir mensagem de voz' }).click()
  await expect(mariaLog.getByRole('button', { name: 'Pausar' })).toBeVisible()
  await mariaContext.setOffline(false)

  // Recorded with no signal: kept and marked, then sent once when the signal returns.
  await joaoContext.setOffline(true)
  await record(joao, 2)
  const joaoLog = joao.getByRole('log', { name: 'Mensagens da conversa' })
  await expect(joaoLog.getByText('Aguardando envio')).toBeVisible()
  await expect(joaoLog.getByRole('button', { name: 'Reproduzir mensagem de voz' })).toHaveCount(2)
  await joaoContext.setOffline(false)
  await expect(joaoLog.getByText('Aguardando envio')).toBeHidden({ timeout: 30_000 })
  await expect.poll(async () => (await notesOnServer(request)).length).toBe(2)
  await expect(mariaLog.getByRole('button', { name: 'Reproduzir mensagem de voz' })).toHaveCount(2)

  await joaoContext.close()
  await mariaContext.close()
})
