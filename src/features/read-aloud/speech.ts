import { useEffect, useState } from 'react'
import { readAloudSettings } from '@/lib/device/read-aloud-settings'
import { speakable } from '@/lib/formats/speech-words'
import { isPtBr, synthesis } from './voices'

// The phone's own text-to-speech (the Web Speech API's speechSynthesis): a pt-BR voice, one that
// works with no signal first (`localService`), at the person's speed. What is read goes through
// lib/formats/speech-words.ts first: numbers, money and units as words.

/** The phone's pt-BR voices, those that need no signal first. */
export function ptBrVoices(): SpeechSynthesisVoice[] {
  const voices = synthesis()?.getVoices() ?? []
  return voices.filter(isPtBr).sort((a, b) => Number(b.localService) - Number(a.localService))
}

/** How long a phone may take to list its voices after the page opens (Chrome lists them late). */
const VOICES_LATE_MS = 2000

/** The pt-BR voices, kept up to date; undefined while the phone has not said yet. */
export function usePtBrVoices(): SpeechSynthesisVoice[] | undefined {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | undefined>(() => {
    // (A browser without speech has none, for good.)
    if (!synthesis()) return []
    const now = ptBrVoices()
    return now.length ? now : undefined
  })
  useEffect(() => {
    const speech = synthesis()
    if (!speech) return
    const update = () => setVoices(ptBrVoices())
    speech.addEventListener('voiceschanged', update)
    const late = setTimeout(update, VOICES_LATE_MS)
    return () => {
      speech.removeEventListener('voiceschanged', update)
      clearTimeout(late)
    }
  }, [])
  return voices
}

/** Stops whatever the app is reading. */
export function stopReading(): void {
  synthesis()?.cancel()
}

/**
 * Reads the texts in order (each as words, one utterance each) with the person's voice and speed;
 * `onEnd` once the last is read or the reading was stopped. Whatever was being read stops first.
 */
export function read(texts: string[], onEnd: () => void = () => {}): void {
  const speech = synthesis()
  const voices = ptBrVoices()
  const said = texts.map((text) => speakable(text).trim()).filter(Boolean)
  if (!speech || !voices.length || !said.length) return onEnd()
  const { rate, voice: chosen } = readAloudSettings()
  const voice = voices.find((v) => v.voiceURI === chosen) ?? voices[0]
  speech.cancel()
  said.forEach((text, index) => {
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = 'pt-BR'
    utterance.voice = voice
    utterance.rate = rate
    if (index === said.length - 1) utterance.onend = utterance.onerror = () => onEnd()
    speech.speak(utterance)
  })
}

/** A notice read as it appears, when the person asked for it ("Ler avisos automaticamente"). */
export function readNotice(text: string): void {
  if (readAloudSettings().autoNotices && ptBrVoices().length) read([text])
}
