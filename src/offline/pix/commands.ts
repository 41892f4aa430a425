import * as pix from './actions'
import { record } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call for the person's Pix key (recorded on the phone, sent by the app's sync).

export const salvarChavePix = (userId: string, texto: string) => record(userId, () => pix.salvarChavePix(db, userId, texto))

export const removerChavePix = (userId: string) => record(userId, () => pix.removerChavePix(db, userId))
