import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { asTitle, withSentence } from '@/features/dictation/dictated-text'
import { DictationError, listen, OFFLINE, searchFor } from '@/features/dictation/listen'

// "Falar em vez de escrever" against a stand-in of the browser's recognition: it listens in pt-BR,
// gives what was said, and every failure becomes a sentence the person can act on.

type Outcome = { said: string[] } | { error: string }
let outcome: Outcome
let started: Array<{ lang: string; interimResults: boolean }>

class StandInRecognition {
  lang = ''
  interimResults = true
  continuous = true
  maxAlternatives = 5
  onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  start() {
    started.push({ lang: this.lang, interimResults: this.interimResults })
    queueMicrotask(() => {
      if ('said' in outcome) this.onresult?.({ results: outcome.said.map((transcript) => [{ transcript }]) })
      else this.onerror?.({ error: outcome.error })
      this.onend?.()
    })
  }
  stop() {
    outcome = { error: 'aborted' }
  }
}

beforeEach(() => {
  started = []
  vi.stubGlobal('webkitSpeechRecognition', StandInRecognition)
})
afterEach(() => vi.unstubAllGlobals())

const failure = (said: Promise<string>) =>
  said.then(
    () => 'no failure',
    (error: DictationError) => error.message,
  )

describe('listening', () => {
  it('listens once in pt-BR and gives what was said, spaces tidied', async () => {
    outcome = { said: ['feijão  carioca', ' novo '] }
    await expect(listen().said).resolves.toBe('feijão carioca novo')
    expect(started).toEqual([{ lang: 'pt-BR', interimResults: false }])
  })

  it.each([
    ['network', OFFLINE],
    ['not-allowed', 'O navegador não deixou usar o microfone. Permita o microfone para este site e tente de novo.'],
    ['no-speech', 'Não ouvi nada. Toque no microfone e fale de novo.'],
    ['audio-capture', 'Nenhum microfone foi encontrado neste aparelho.'],
    ['something-new', 'Não foi possível entender. Toque no microfone e fale de novo.'],
    ['aborted', ''],
  ])('a failure (%s) says what to do', async (error, message) => {
    outcome = { error }
    expect(await failure(listen().said)).toBe(message)
  })

  it('hearing nothing is said as such, not left silent', async () => {
    outcome = { said: ['  '] }
    expect(await failure(listen().said)).toBe('Não ouvi nada. Toque no microfone e fale de novo.')
  })
})

describe('what was said, in its field', () => {
  it('a search box takes it and its form is sent', () => {
    document.body.innerHTML = '<form><input name="search" value="mel"></form>'
    const form = document.querySelector('form')!
    const sent = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', sent)
    searchFor({ current: form }, 'queijo minas')
    expect(form.querySelector('input')!.value).toBe('queijo minas')
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('a title starts with a capital and keeps to 100 characters; a description grows by sentences', () => {
    expect(asTitle(' feijão carioca novo')).toBe('Feijão carioca novo')
    expect(asTitle('a'.repeat(150))).toHaveLength(100)
    expect(withSentence('', 'colhido ontem')).toBe('Colhido ontem')
    expect(withSentence('Colhido ontem', 'entrego em Vitória')).toBe('Colhido ontem. Entrego em Vitória')
    expect(withSentence('Colhido ontem! ', 'sem agrotóxico')).toBe('Colhido ontem! Sem agrotóxico')
  })
})
