import * as points from './actions'
import { record } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'
import type { PickupPointFields } from './types'

// What the screens call for a seller's pickup points (recorded on the phone, sent by the app's sync).

export const criarPontoDeRetirada = (userId: string, fields: PickupPointFields) =>
  record(userId, () => points.criarPontoDeRetirada(db, userId, fields))

export const editarPontoDeRetirada = (userId: string, id: string, fields: PickupPointFields) =>
  record(userId, () => points.editarPontoDeRetirada(db, userId, id, fields))

export const excluirPontoDeRetirada = (userId: string, id: string) =>
  record(userId, () => points.excluirPontoDeRetirada(db, userId, id))
