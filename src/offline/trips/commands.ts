import * as trips from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const oferecerViagem = /*#__PURE__*/ onThePhone(trips.oferecerViagem)
export const alterarStatusDaViagem = /*#__PURE__*/ onThePhone(trips.alterarStatusDaViagem)
export const reservarEspaco = /*#__PURE__*/ onThePhone(trips.reservarEspaco)
export const alterarStatusDaReserva = /*#__PURE__*/ onThePhone(trips.alterarStatusDaReserva)
