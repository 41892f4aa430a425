import * as points from './actions'
import { onThePhone } from '../engine/record'

// What the screens call for a seller's pickup points (recorded on the phone, sent by the app's sync).

export const criarPontoDeRetirada = /*#__PURE__*/ onThePhone(points.criarPontoDeRetirada)
export const editarPontoDeRetirada = /*#__PURE__*/ onThePhone(points.editarPontoDeRetirada)
export const excluirPontoDeRetirada = /*#__PURE__*/ onThePhone(points.excluirPontoDeRetirada)
