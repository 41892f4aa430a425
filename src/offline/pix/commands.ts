import * as pix from './actions'
import { onThePhone } from '../engine/record'

// What the screens call for the person's Pix key (recorded on the phone, sent by the app's sync).

export const salvarChavePix = /*#__PURE__*/ onThePhone(pix.salvarChavePix)
export const removerChavePix = /*#__PURE__*/ onThePhone(pix.removerChavePix)
