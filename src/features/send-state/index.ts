// What a screen says after a change, from its real state in the outbox ("enviado" only once the
// server has it). Apart from the queued-changes marks, so a form carries only this small piece.
export { announceChange, announceSendState, waitsForConnection, type SendTexts } from './announce-send-state'
