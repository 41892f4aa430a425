import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '@mantine/notifications'
import { announceSendState } from '@/features/send-state'
import { read, readNotice, stopReading } from '@/features/read-aloud/speech'
import { setReadAloudSettings } from '@/lib/device/read-aloud-settings'

// "Ouvir" against a recording stand-in of the phone's speech: what is queued, in which language,
// voice and speed; notices read as they appear only for who asked for it.

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(() => 'id'), update: vi.fn() } }))

interface Said {
  text: string
  lang: string
  rate: number
  voice: string | undefined
}

let said: Said[]
let cancelled: number
beforeEach(() => {
  said = []
  cancelled = 0
  localStorage.clear()
  class Utterance {
    lang = ''
    rate = 1
    voice: { voiceURI: string } | null = null
    onend: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(public text: string) {}
  }
  const voices = [
    { name: 'Rede', lang: 'pt-BR', localService: false, voiceURI: 'rede' },
    { name: 'English', lang: 'en-US', localService: true, voiceURI: 'en' },
    { name: 'Local', lang: 'pt_BR', localService: true, voiceURI: 'local' },
  ]
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance)
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (u: Utterance) => {
      said.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.voiceURI })
      u.onend?.()
    },
    cancel: () => cancelled++,
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('reading aloud', () => {
  it('reads each text as words, in pt-BR, with a voice that needs no signal first, at the person’s speed', () => {
    const done = vi.fn()
    read(['Tomate', 'R$ 6,00 / kg', ''], done)
    expect(said).toEqual([
      { text: 'Tomate', lang: 'pt-BR', rate: 1, voice: 'local' },
      { text: 'seis reais por quilo', lang: 'pt-BR', rate: 1, voice: 'local' },
    ])
    expect(done).toHaveBeenCalledTimes(1)
    setReadAloudSettings({ rate: 0.75, voice: 'rede' })
    read(['2,5 kg'])
    expect(said.at(-1)).toEqual({ text: 'dois vírgula cinco quilos', lang: 'pt-BR', rate: 0.75, voice: 'rede' })
    stopReading()
    expect(cancelled).toBe(3)
  })

  it('reads a notice only when "Ler avisos automaticamente" is on, also as a change is announced', async () => {
    readNotice('Anúncio criado com sucesso!')
    await announceSendState(Promise.resolve({ state: 'sent' }), { sent: 'Anúncio criado com sucesso!' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(said).toEqual([])
    setReadAloudSettings({ autoNotices: true })
    await announceSendState(Promise.resolve({ state: 'queued' }), {
      sent: 'x',
      queued: 'Seu pedido será enviado quando houver conexão.',
    })
    await vi.waitFor(() => expect(said.map((s) => s.text)).toEqual(['Seu pedido será enviado quando houver conexão.']))
    expect(notifications.show).toHaveBeenCalled()
  })
})
