import * as negotiation from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const bloquearPessoa = /*#__PURE__*/ onThePhone(negotiation.bloquearPessoa)
export const desbloquearPessoa = /*#__PURE__*/ onThePhone(negotiation.desbloquearPessoa)
export const denunciarMensagem = /*#__PURE__*/ onThePhone(negotiation.denunciarMensagem)
export const decidirDenunciaMensagem = /*#__PURE__*/ onThePhone(negotiation.decidirDenunciaMensagem)
export const avaliarPedido = /*#__PURE__*/ onThePhone(negotiation.avaliarPedido)
export const responderAvaliacao = /*#__PURE__*/ onThePhone(negotiation.responderAvaliacao)
export const reservarAnuncio = /*#__PURE__*/ onThePhone(negotiation.reservarAnuncio)
export const criarRespostaRapida = /*#__PURE__*/ onThePhone(negotiation.criarRespostaRapida)
export const excluirRespostaRapida = /*#__PURE__*/ onThePhone(negotiation.excluirRespostaRapida)
