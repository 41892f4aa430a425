import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { publicarAnuncio } from '../../src/offline/ads/actions'
import { enviarMensagem } from '../../src/offline/conversations/actions'
import { VOICE_NOTES_CAP_BYTES, keepVoiceNote } from '../../src/offline/conversations/voice-notes'
import { forgetPerson } from '../../src/offline/forget-person'
import { OfflineDatabase } from '../../src/offline/store/database'
import { NOVO_ANUNCIO as dados } from '../support/new-ad'

// The voice notes kept on the phone: within a cap, the least recently played going first, never
// one still to be sent; none of them after "Sair".

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`voice-${randomUUID()}`)
})
afterEach(() => db.delete())

const bytes = (n: number, type = 'audio/webm') => new Blob([new Uint8Array(n)], { type })
const QUARTER = VOICE_NOTES_CAP_BYTES / 4
const autor = { id: randomUUID(), name: 'Maria' }
const conversa = { anuncio_id: randomUUID(), comprador_id: autor.id, vendedor_id: randomUUID() }

it('beyond the cap the least recently played notes go, never one recorded here and not yet sent', async () => {
  const unsent = await enviarMensagem(db, autor, conversa, { blob: bytes(30_000), duracaoMs: 10_000 }, 1)
  const unsentPath = (await db.mensagens.get(unsent))!.audio_caminho!
  const ad = await publicarAnuncio(db, autor, dados, [], { blob: bytes(6000), duracaoMs: 2000 }, 2)
  const unsentDescription = (await db.anuncios.get(ad))!.audio_caminho!
  for (const [index, usadoEm] of [10, 20, 30, 40, 50].entries())
    await keepVoiceNote(db, `ouvida-${index}`, bytes(QUARTER), usadoEm)
  const kept = (await db.audios.toArray()).map((note) => note.caminho).sort()
  expect(kept).toEqual([unsentPath, unsentDescription, 'ouvida-2', 'ouvida-3', 'ouvida-4'].sort())
})

it('a note is refused on the phone as the server would: under 1 s, or over 4 KB a second', async () => {
  await expect(enviarMensagem(db, autor, conversa, { blob: bytes(1000), duracaoMs: 600 })).rejects.toThrow('Áudio muito curto')
  await expect(enviarMensagem(db, autor, conversa, { blob: bytes(9000), duracaoMs: 2000 })).rejects.toThrow('grande demais')
  expect(await db.outbox.count()).toBe(0)
})

it('the outbox carries the note as Storage takes it (no codec parameter) and "Sair" forgets the files', async () => {
  await enviarMensagem(db, autor, conversa, { blob: bytes(3000, 'audio/webm;codecs=opus'), duracaoMs: 2000 })
  const [item] = await db.outbox.toArray()
  expect(item.kind === 'enviarMensagem' && item.audio?.type).toBe('audio/webm')
  await forgetPerson(autor.id, {}, db)
  expect(await db.audios.count()).toBe(0)
})
