import { record } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'
import * as notifications from './actions'

// What the screens call: the mark shows at once and the app's sync sends it.

export const marcarNotificacaoLida = (userId: string, id: string) =>
  record(userId, () => notifications.marcarNotificacaoLida(db, userId, id))

export const marcarTodasComoLidas = (userId: string) => record(userId, () => notifications.marcarTodasComoLidas(db, userId))
