import * as alerts from './actions'
import { onThePhone } from '../engine/record'

// What the screens call for search alerts (recorded on the phone, sent by the app's sync).

export const criarAlerta = /*#__PURE__*/ onThePhone(alerts.criarAlerta)
export const pausarAlerta = /*#__PURE__*/ onThePhone(alerts.pausarAlerta)
export const excluirAlerta = /*#__PURE__*/ onThePhone(alerts.excluirAlerta)
