import * as ads from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const publicarAnuncio = /*#__PURE__*/ onThePhone(ads.publicarAnuncio)
export const editarAnuncio = /*#__PURE__*/ onThePhone(ads.editarAnuncio)
export const alterarStatusDoAnuncio = /*#__PURE__*/ onThePhone(ads.alterarStatusDoAnuncio)
export const excluirAnuncio = /*#__PURE__*/ onThePhone(ads.excluirAnuncio)
