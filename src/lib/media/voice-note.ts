import * as v from 'valibot'

// A voice note's rules, as the recorder checks them and the outbox records them (the database's
// check on `mensagens` says the same: 1 s to 2 min, at most 4 KB for each second of audio).

export const VOICE_NOTE_MAX_MS = 120_000
/** An ad's spoken description is shorter than a conversation's note. */
export const AD_VOICE_MAX_MS = 60_000
export const VOICE_NOTE_BYTES_PER_SECOND = 4096

/** A note as the recorder hands it over: the file and its length, measured while recording (WebM carries none). */
export interface VoiceNote {
  blob: Blob
  duracaoMs: number
}

export const notaDeVozSchema = v.pipe(
  v.object({
    blob: v.instance(Blob),
    duracaoMs: v.pipe(
      v.number(),
      v.minValue(1000, 'Áudio muito curto'),
      v.maxValue(VOICE_NOTE_MAX_MS, 'Áudio com até 2 minutos'),
    ),
  }),
  v.check(
    ({ blob, duracaoMs }) => blob.size <= (VOICE_NOTE_BYTES_PER_SECOND * duracaoMs) / 1000,
    'O áudio ficou grande demais para enviar. Grave novamente.',
  ),
)

/** "0:07", "1:30": a note's length as the screens and the inbox say it. */
export function durationLabel(ms: number): string {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** "Mensagem de voz (0:12)": how a note is named where its sound is not (the inbox, a push). */
export const voiceNoteLabel = (ms: number) => `Mensagem de voz (${durationLabel(ms)})`

/** An ad's spoken description: a note of up to a minute. */
export const descricaoEmAudioSchema = v.pipe(
  notaDeVozSchema,
  v.check(({ duracaoMs }) => duracaoMs <= AD_VOICE_MAX_MS, 'Descrição em áudio com até 1 minuto'),
)

/** The file typed by its container alone: Storage refuses `audio/webm;codecs=opus` where `audio/webm` is allowed. */
function typedFile(blob: Blob) {
  const type = blob.type.startsWith('audio/mp4') ? 'audio/mp4' : 'audio/webm'
  return { file: new Blob([blob], { type }), extension: type === 'audio/mp4' ? 'm4a' : 'webm' }
}

/** A checked note as a message carries it: its file, and the message's columns (its path in the sender's folder, its length). */
export function voiceNoteMessage(autorId: string, mensagemId: string, note: VoiceNote) {
  const { blob, duracaoMs } = v.parse(notaDeVozSchema, note)
  const { file, extension } = typedFile(blob)
  return { file, columns: { audio_caminho: `${autorId}/${mensagemId}.${extension}`, audio_duracao_ms: Math.round(duracaoMs) } }
}

/** A checked spoken description as an ad carries it: its file, and the ad's columns (a new path under the ad each time). */
export function adVoiceDescription(autorId: string, anuncioId: string, note: VoiceNote) {
  const { blob, duracaoMs } = v.parse(descricaoEmAudioSchema, note)
  const { file, extension } = typedFile(blob)
  return {
    file,
    columns: {
      audio_caminho: `${autorId}/${anuncioId}/${crypto.randomUUID()}.${extension}`,
      audio_duracao_ms: Math.round(duracaoMs),
    },
  }
}
