// The marks of changes still queued on the phone (ads, trips): waiting, or refused with the reason,
// retry and discard; and what a screen says after a change, from its real state. Kept apart from
// the sync's status line, which the first load carries.
export { PendingMark } from './PendingMark'
export { announceChange, announceSendState, type SendTexts } from './announce-send-state'
