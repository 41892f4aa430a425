import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'
import { expect, test } from './test'
import { signIn } from './helpers'

// A microphone the person refuses: a browser with a (fake) microphone but no faked permission
// prompt, and a context that grants none — getUserMedia is refused, as when "Bloquear" is tapped.

const MEL = 'a0000000-0000-4000-8000-000000000005'
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } })

test('a refused microphone is said in Portuguese, with how to allow it', async ({ page }) => {
  await signIn(page, 'joao.pereira', 'produtor123', `/mensagens/${MEL}/${JOAO_ID}`)
  await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Permita o uso do microfone para gravar mensagens de voz.' }),
  ).toContainText('Permissões › Microfone › Permitir')
  await expect(page.getByRole('group', { name: 'Gravando mensagem de voz' })).toBeHidden()
})
