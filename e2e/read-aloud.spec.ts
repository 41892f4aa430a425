import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { signIn, waitForServiceWorker } from './helpers'

// "Ouvir" (issue 79) with the browser's speech replaced by a recording stand-in (headless Chromium
// may list no voice): what the app queues is what a phone would say — in pt-BR, numbers and money
// as words, at the person's speed; "Parar" cancels; a phone with no pt-BR voice gets no button and
// is told how to add one.

const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's, R$ 48,00
const JOAO_ID = '00000000-0000-4000-a000-000000000003'

interface Said {
  text: string
  lang: string
  rate: number
  voice: string | undefined
}

async function recordSpeech(context: BrowserContext, voiceLang: string) {
  await context.addInitScript((lang: string) => {
    const said: Said[] = []
    const state = { said, cancelled: 0 }
    Object.assign(window, { __speech: state })
    const voices = [{ name: 'Voz do celular', lang, localService: true, voiceURI: `local-${lang}`, default: true }]
    class Utterance {
      text: string
      lang = ''
      rate = 1
      voice: { voiceURI: string } | null = null
      onend: (() => void) | null = null
      onerror: (() => void) | null = null
      constructor(text: string) {
        this.text = text
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (u: Utterance) => said.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.voiceURI }),
        cancel: () => state.cancelled++,
        addEventListener() {},
        removeEventListener() {},
      },
    })
  }, voiceLang)
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { said: Said[]; cancelled: number } }).__speech)

test('"Ouvir anúncio" reads the ad in pt-BR words, "Parar" stops it, the speed is the person\'s; a message is read too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await recordSpeech(context, 'pt-BR')
  await page.goto(`/product/${CAFE}`)
  await page.getByRole('button', { name: 'Ouvir anúncio' }).click()
  await expect(page.getByRole('button', { name: 'Parar' })).toBeVisible()
  const read = await spoken(page)
  expect(read.said.every((u) => u.lang === 'pt-BR' && u.voice === 'local-pt-BR' && u.rate === 1)).toBe(true)
  const text = read.said.map((u) => u.text).join(' | ')
  expect(text).toContain('Café especial torrado em grão quinhentos gramas')
  expect(text).toContain('quarenta e oito reais por unidade')
  expect(text).toContain('Venda Nova do Imigrante, Espírito Santo')
  await page.getByRole('button', { name: 'Parar' }).click()
  await expect(page.getByRole('button', { name: 'Ouvir anúncio' })).toBeVisible()
  expect((await spoken(page)).cancelled).toBeGreaterThanOrEqual(2)

  // João reads faster; a message of his conversation is read at that speed.
  await signIn(page, 'joao.pereira', 'produtor123', '/configuracoes')
  const settings = page.getByRole('region', { name: 'Leitura em voz alta' })
  await settings.getByRole('combobox', { name: 'Velocidade' }).selectOption({ label: '1,25× (mais rápido)' })
  await page.goto(`/mensagens/${CAFE}/${JOAO_ID}`)
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Ainda tem 2 pacotes por R$ 96,00?')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  const log = page.getByRole('log', { name: 'Mensagens da conversa' })
  await log
    .getByRole('article')
    .filter({ hasText: 'Ainda tem 2 pacotes por R$ 96,00?' })
    .getByRole('button', { name: 'Ouvir mensagem' })
    .click()
  const last = (await spoken(page)).said.at(-1)
  expect(last).toEqual({
    text: 'Ainda tem dois pacotes por noventa e seis reais?',
    lang: 'pt-BR',
    rate: 1.25,
    voice: 'local-pt-BR',
  })
})

test('with no pt-BR voice there is no "Ouvir", and /configuracoes says how to install one', async ({ page, context }) => {
  await recordSpeech(context, 'en-US')
  await signIn(page, 'joao.pereira', 'produtor123', `/product/${CAFE}`)
  // The page's later parts are there (the seller's link comes with them), and no "Ouvir" with them.
  await expect(page.getByRole('link', { name: 'Maria Souza' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ouvir anúncio' })).toHaveCount(0)
  await page.goto('/configuracoes')
  await expect(
    page.getByText('Configurações > Acessibilidade > Saída de conversão de texto em voz', { exact: false }),
  ).toBeVisible()
})

test('"Ouvir artigo" reads the article; the sync line\'s "Ouvir aviso" says what waits on the phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await recordSpeech(context, 'pt-BR')
  await page.goto('/informativos/captacao-de-agua-da-chuva')
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  await page.getByRole('button', { name: 'Ouvir artigo' }).click()
  const article = (await spoken(page)).said.map((u) => u.text)
  expect(title).toContain('30%')
  expect(article[0]).toBe(title.replace('30%', 'trinta por cento'))
  expect(article[1]).toMatch(/^Por .+, .+ de \p{L}+ de dois mil e vinte/u)
  expect(article.length).toBeGreaterThan(3)

  // Offline, a favourite waits on the phone: the line under the header says so, and reads it.
  await signIn(page, 'joao.pereira', 'produtor123', `/product/${CAFE}`)
  const heart = page.getByRole('button', { name: /^Favoritar Café especial/ })
  await expect(heart).toBeEnabled()
  // The app kept on the phone first (the screen's later parts come from it offline).
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await heart.click()
  const line = page.getByRole('status').filter({ hasText: '1 alteração aguardando conexão para envio.' })
  await line.getByRole('button', { name: 'Ouvir aviso' }).click()
  expect((await spoken(page)).said.at(-1)?.text).toBe('uma alteração aguardando conexão para envio.')
})
