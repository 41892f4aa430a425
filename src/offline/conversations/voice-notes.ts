import { isConnected } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import { publicVoiceDescriptionUrl } from '@/lib/server/storage-url'
import type { OutboxItem } from '../store/outbox-item'
import type { OfflineDatabase } from '../store/database'
import { offlineDb } from '../store/offline-db'

// The voice notes' files on the phone — conversations' notes and ads' spoken descriptions:
// recorded here (kept until the server has them) or heard here (kept so they play with no signal,
// within a cap, the least recently played going first).

/** About 80 minutes of notes at 20 kbit/s. */
export const VOICE_NOTES_CAP_BYTES = 12 * 1024 * 1024

/** Keeps a note's file and evicts the least recently played beyond the cap (never one still to be sent). */
export async function keepVoiceNote(db: OfflineDatabase, caminho: string, blob: Blob, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.audios, db.outbox, async () => {
    await db.audios.put({ caminho, blob, usadoEm: now })
    const unsent = new Set((await db.outbox.filter((item) => Boolean(item.audio)).toArray()).map(audioPathOf))
    const notes = await db.audios.orderBy('usadoEm').reverse().toArray()
    // Notes still to be sent stay whatever their size; the rest share what is left.
    let total = notes.filter((note) => unsent.has(note.caminho)).reduce((sum, note) => sum + note.blob.size, 0)
    const evicted: string[] = []
    for (const note of notes.filter((note) => !unsent.has(note.caminho))) {
      total += note.blob.size
      if (total > VOICE_NOTES_CAP_BYTES) evicted.push(note.caminho)
    }
    await db.audios.bulkDelete(evicted)
  })
}

/** Where an outbox item's note goes: a message's, a new ad's or an edited ad's `audio_caminho`. */
function audioPathOf(item: OutboxItem): string | null | undefined {
  if (item.kind === 'enviarMensagem') return item.payload.mensagem.audio_caminho
  if (item.kind === 'publicarAnuncio') return item.payload.anuncio.audio_caminho
  if (item.kind === 'editarAnuncio') return item.payload.campos.audio_caminho
  return undefined
}

/** Where a note is: a conversation's (private: the person's session reads it) or an ad's spoken description (public). */
export type VoiceNoteBucket = 'audios' | 'descricoes-em-audio'

async function download(bucket: VoiceNoteBucket, caminho: string): Promise<Blob> {
  if (bucket === 'descricoes-em-audio') {
    const answer = await fetch(publicVoiceDescriptionUrl(caminho))
    if (!answer.ok) throw new Error(`Não foi possível baixar a descrição em áudio (${answer.status}).`)
    return answer.blob()
  }
  const supabase = await loadSupabase()
  const { data, error } = await supabase.storage.from(bucket).download(caminho)
  if (error || !data) throw new Error(`Não foi possível baixar a mensagem de voz (${error?.message ?? 'sem resposta'}).`)
  return data
}

/**
 * A note's file to play: the phone's copy, else downloaded and kept. Undefined when the phone has
 * none and there is no signal.
 */
export async function voiceNoteFile(
  caminho: string,
  bucket: VoiceNoteBucket = 'audios',
  db: OfflineDatabase = offlineDb,
): Promise<Blob | undefined> {
  const kept = await db.audios.get(caminho)
  if (kept) {
    await db.audios.update(caminho, { usadoEm: Date.now() })
    return kept.blob
  }
  if (!isConnected()) return undefined
  const data = await download(bucket, caminho)
  await keepVoiceNote(db, caminho, data)
  return data
}
