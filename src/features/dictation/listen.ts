// "Falar em vez de escrever" (issue 79): the browser's speech recognition (the Web Speech API),
// in pt-BR. In Chrome the audio goes to its speech service, so it needs a connection; an error
// becomes a sentence the person can act on, never a silent failure.

// The part of SpeechRecognition used here (TypeScript's DOM types do not declare it yet).
interface Recognition {
  lang: string
  interimResults: boolean
  continuous: boolean
  maxAlternatives: number
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}
type RecognitionConstructor = new () => Recognition

/** The browser's recognition, where it offers one (Chrome and Edge prefix it). */
export function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition
}

export const OFFLINE = 'Sem conexão: use o teclado ou grave um áudio'

const ERRORS: Record<string, string> = {
  network: OFFLINE,
  'not-allowed': 'O navegador não deixou usar o microfone. Permita o microfone para este site e tente de novo.',
  'service-not-allowed': 'Este navegador não oferece o reconhecimento de voz agora. Use o teclado.',
  'audio-capture': 'Nenhum microfone foi encontrado neste aparelho.',
  'no-speech': 'Não ouvi nada. Toque no microfone e fale de novo.',
  'language-not-supported': 'O reconhecimento de voz deste navegador não entende português do Brasil. Use o teclado.',
}
const OTHER_ERROR = 'Não foi possível entender. Toque no microfone e fale de novo.'

/** What the person is told when listening failed; undefined when they stopped it themselves. */
export class DictationError extends Error {}

export interface Listening {
  /** What was said, once the person stops speaking; else a DictationError (its message empty when stopped on purpose). */
  said: Promise<string>
  stop: () => void
}

/** Listens once, in pt-BR, and answers the best transcript of what was said. */
export function listen(): Listening {
  const Recognition = recognitionConstructor()
  if (!Recognition) return { said: Promise.reject(new DictationError(OTHER_ERROR)), stop: () => undefined }
  const recognition = new Recognition()
  recognition.lang = 'pt-BR'
  recognition.interimResults = false
  recognition.continuous = false
  recognition.maxAlternatives = 1
  const said = new Promise<string>((resolve, reject) => {
    let text = ''
    recognition.onresult = (event) => {
      text = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ')
    }
    recognition.onerror = (event) => {
      reject(new DictationError(event.error === 'aborted' ? '' : (ERRORS[event.error] ?? OTHER_ERROR)))
    }
    recognition.onend = () => {
      const clean = text.replace(/\s+/g, ' ').trim()
      if (clean) resolve(clean)
      else reject(new DictationError(ERRORS['no-speech']))
    }
  })
  try {
    recognition.start()
  } catch {
    return { said: Promise.reject(new DictationError(OTHER_ERROR)), stop: () => undefined }
  }
  return { said, stop: () => recognition.stop() }
}

/**
 * A search box's dictation: what was said goes into the box (the input, or its form's "search"
 * field), and its form is sent.
 */
export function searchFor(box: { current: HTMLInputElement | HTMLFormElement | null }, text: string): void {
  const target = box.current
  const input = target instanceof HTMLFormElement ? target.elements.namedItem('search') : target
  if (!(input instanceof HTMLInputElement)) return
  input.value = text
  input.form?.requestSubmit()
}
