import * as trust from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const renovarAnuncio = /*#__PURE__*/ onThePhone(trust.renovarAnuncio)
export const denunciarAnuncio = /*#__PURE__*/ onThePhone(trust.denunciarAnuncio)
export const ocultarAnuncio = /*#__PURE__*/ onThePhone(trust.ocultarAnuncio)
export const descartarDenuncias = /*#__PURE__*/ onThePhone(trust.descartarDenuncias)
