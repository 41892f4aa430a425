import type { VoiceNote } from '@/lib/media/voice-note'
import type { CachedAd } from './types'
import * as ads from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const publicarAnuncio = (autor: Author, dados: ads.NovoAnuncio, fotos: Blob[], descricaoEmAudio?: VoiceNote) =>
  record(autor.id, () => ads.publicarAnuncio(db, autor, dados, fotos, descricaoEmAudio))

export const editarAnuncio = (
  autor: Author,
  id: string,
  campos: Partial<ads.NovoAnuncio>,
  fotos?: ads.FotoDoAnuncio[],
  descricaoEmAudio?: VoiceNote | null,
) => record(autor.id, () => ads.editarAnuncio(db, autor, id, campos, fotos, descricaoEmAudio))

export const alterarStatusDoAnuncio = (autor: Author, id: string, status: CachedAd['status']) =>
  record(autor.id, () => ads.alterarStatusDoAnuncio(db, autor, id, status))

export const excluirAnuncio = (autor: Author, id: string) => record(autor.id, () => ads.excluirAnuncio(db, autor, id))
