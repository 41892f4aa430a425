import * as conversations from './actions'
import { onThePhone } from '../engine/record'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const enviarMensagem = /*#__PURE__*/ onThePhone(conversations.enviarMensagem)
export const fazerPedido = /*#__PURE__*/ onThePhone(conversations.fazerPedido)
export const alterarStatusDoPedido = /*#__PURE__*/ onThePhone(conversations.alterarStatusDoPedido)
export const alterarPagamentoDoPedido = /*#__PURE__*/ onThePhone(conversations.alterarPagamentoDoPedido)
export const marcarConversaLida = /*#__PURE__*/ onThePhone(conversations.marcarConversaLida)
