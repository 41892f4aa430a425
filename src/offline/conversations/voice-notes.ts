import { isConnected } from '@/lib/connection'
import { loadSupabase } from '@/lib/load-supabase'
import type { OfflineDatabase } from '../store/database'
import { offlineDb } from '../store/offline-db'

// The voice notes' files on the phone: recorded here (kept until the server has them) or heard
// here (kept so they play with no signal, within a cap, the least recently played going first).

/** About 80 minutes of notes at 20 kbit/s. */
export const VOICE_NOTES_CAP_BYTES = 12 * 1024 * 1024

/** Keeps a note's file and evicts the least recently played beyond the cap (never one still to be sent). */
export async function keepVoiceNote(db: OfflineDatabase, caminho: string, blob: Blob, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.audios, db.mensagens, async () => {
    await db.audios.put({ caminho, blob, usadoEm: now })
    const unsent = new Set(
      (await db.mensagens.filter((m) => Boolean(m.pending && m.audio_caminho)).toArray()).map((m) => m.audio_caminho),
    )
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

/**
 * A note's file to play: the phone's copy, else downloaded (the bucket is private: the person's
 * session reads it) and kept. Undefined when the phone has none and there is no signal.
 */
export async function voiceNoteFile(caminho: string, db: OfflineDatabase = offlineDb): Promise<Blob | undefined> {
  const kept = await db.audios.get(caminho)
  if (kept) {
    await db.audios.update(caminho, { usadoEm: Date.now() })
    return kept.blob
  }
  if (!isConnected()) return undefined
  const supabase = await loadSupabase()
  const { data, error } = await supabase.storage.from('audios').download(caminho)
  if (error || !data) throw new Error(`Não foi possível baixar a mensagem de voz (${error?.message ?? 'sem resposta'}).`)
  await keepVoiceNote(db, caminho, data)
  return data
}
