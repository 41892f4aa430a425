import * as social from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const comentar = (autor: Author, anuncioId: string, dados: { rating: number | null; comentario: string }) =>
  record(autor.id, () => social.comentar(db, autor, anuncioId, dados))

export const alternarFavorito = (userId: string, anuncioId: string, marcar: boolean) =>
  record(userId, () => (marcar ? social.favoritar(db, userId, anuncioId) : social.desfavoritar(db, userId, anuncioId)))
