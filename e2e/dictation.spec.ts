import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { signIn } from './helpers'

// "Falar em vez de escrever" (issue 79) with the browser's recognition replaced by a stand-in that
// "hears" what the test sets: what was said fills the field (and runs a search); with no
// connection the microphone says it needs one instead of failing silently.

async function standInRecognition(context: BrowserContext) {
  await context.addInitScript(() => {
    const state = { next: '', started: [] as string[] }
    Object.assign(window, { __dictation: state })
    class Recognition {
      lang = ''
      interimResults = true
      continuous = true
      maxAlternatives = 1
      onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      start() {
        state.started.push(this.lang)
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: state.next }]] })
          this.onend?.()
        }, 50)
      }
      stop() {}
    }
    // (Chromium now offers it unprefixed too.)
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { value: Recognition, configurable: true })
  })
}

const willHear = (page: Page, text: string) =>
  page.evaluate((t) => ((window as unknown as { __dictation: { next: string } }).__dictation.next = t), text)
const languages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dictation: { started: string[] } }).__dictation.started)

test("dictation fills the home's search box and runs the search, and the list's too", async ({ page, context }) => {
  await standInRecognition(context)
  await page.goto('/')
  const mic = page.getByRole('button', { name: 'Falar a busca' })
  await willHear(page, 'café')
  await mic.click()
  await expect(page).toHaveURL(/\/frete-solidario\?search=caf%C3%A9$/)
  await expect(page.getByRole('link', { name: /Café especial torrado/ }).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Buscar anúncios' })).toHaveValue('café')

  await willHear(page, 'mel')
  await page.getByRole('button', { name: 'Falar a busca' }).click()
  await expect(page).toHaveURL(/\/frete-solidario\?search=mel$/)
  await expect(page.getByRole('textbox', { name: 'Buscar anúncios' })).toHaveValue('mel')
  expect(await languages(page)).toEqual(['pt-BR', 'pt-BR'])
})

test('the ad form takes a spoken title; offline the microphone says it needs a connection', async ({ page, context }) => {
  await standInRecognition(context)
  await signIn(page, 'joao.pereira', 'produtor123', '/criar-anuncio')
  await willHear(page, 'queijo minas curado')
  await page.getByRole('button', { name: 'Falar o título' }).click()
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Queijo minas curado')
  await willHear(page, 'feito com leite da fazenda')
  await page.getByRole('button', { name: 'Falar a descrição' }).click()
  await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toHaveValue('Feito com leite da fazenda')

  await context.setOffline(true)
  const offline = page.getByRole('button', { name: 'Sem conexão: use o teclado ou grave um áudio' })
  await expect(offline).toHaveCount(2)
  await offline.first().click()
  await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão: use o teclado ou grave um áudio' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Queijo minas curado')
  expect(await languages(page)).toEqual(['pt-BR', 'pt-BR'])
})
