import type { SearchAlertInput } from '@/lib/rules/search-alert'
import * as alerts from './actions'
import { record } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call for search alerts (recorded on the phone, sent by the app's sync).

export const criarAlerta = (userId: string, input: SearchAlertInput) =>
  record(userId, () => alerts.criarAlerta(db, userId, input))

export const pausarAlerta = (userId: string, id: string, pausado: boolean) =>
  record(userId, () => alerts.pausarAlerta(db, userId, id, pausado))

export const excluirAlerta = (userId: string, id: string) => record(userId, () => alerts.excluirAlerta(db, userId, id))
