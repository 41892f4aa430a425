import * as notifications from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: the mark shows at once and the app's sync sends it.

export const marcarNotificacaoLida = /*#__PURE__*/ onThePhone(notifications.marcarNotificacaoLida)
export const marcarTodasComoLidas = /*#__PURE__*/ onThePhone(notifications.marcarTodasComoLidas)
