import * as social from './actions'
import { onThePhone, record } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const comentar = /*#__PURE__*/ onThePhone(social.comentar)

export const alternarFavorito = (userId: string, anuncioId: string, marcar: boolean) =>
  record(userId, () => (marcar ? social.favoritar(db, userId, anuncioId) : social.desfavoritar(db, userId, anuncioId)))
