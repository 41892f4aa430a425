// The phone too full to record: "Liberar espaço" and a form's recording error, used by every
// form that records and by the sync line — a feature of its own, so that none of them brings the
// account screens' code.
export { FreeSpaceButton, RecordingError } from './NoSpaceNotice'
export { freedText } from './freed-text'
