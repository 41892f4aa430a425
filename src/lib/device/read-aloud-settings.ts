import { useSyncExternalStore } from 'react'

// "Leitura em voz alta" (issue 79): the person's choices, kept on the phone (a voice is the
// phone's own): the speed, the voice when the phone has several in pt-BR, and whether notices are
// read as they appear (off unless asked: a screen reader's own reading is not fought).

const KEY = 'campo.leitura-em-voz-alta'
const CHANGED = 'campo:leitura-em-voz-alta'

export const SPEEDS = [0.75, 1, 1.25] as const
export type Speed = (typeof SPEEDS)[number]

export interface ReadAloudSettings {
  rate: Speed
  /** The chosen voice's `voiceURI`; none, the phone's first local pt-BR voice. */
  voice: string | null
  autoNotices: boolean
}

const DEFAULTS: ReadAloudSettings = { rate: 1, voice: null, autoNotices: false }

let cached: { raw: string | null; value: ReadAloudSettings } | undefined

export function readAloudSettings(): ReadAloudSettings {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(KEY)
  } catch {
    // No storage (prerendering, or refused): the defaults.
  }
  if (cached?.raw === raw) return cached.value
  let value = DEFAULTS
  try {
    const kept = raw ? (JSON.parse(raw) as Partial<ReadAloudSettings>) : {}
    value = {
      rate: SPEEDS.includes(kept.rate as Speed) ? (kept.rate as Speed) : DEFAULTS.rate,
      voice: typeof kept.voice === 'string' ? kept.voice : null,
      autoNotices: kept.autoNotices === true,
    }
  } catch {
    // Unreadable: the defaults.
  }
  cached = { raw, value }
  return value
}

export function setReadAloudSettings(change: Partial<ReadAloudSettings>): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAloudSettings(), ...change }))
  dispatchEvent(new Event(CHANGED))
}

function onChange(listener: () => void) {
  addEventListener(CHANGED, listener)
  addEventListener('storage', listener)
  return () => {
    removeEventListener(CHANGED, listener)
    removeEventListener('storage', listener)
  }
}

export function useReadAloudSettings(): ReadAloudSettings {
  return useSyncExternalStore(onChange, readAloudSettings, () => DEFAULTS)
}
