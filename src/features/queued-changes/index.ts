// The marks of changes still queued on the phone (ads, trips): waiting, or refused with the reason,
// retry and discard. Kept apart from the sync's status line, which the first load carries.
export { PendingMark } from './PendingMark'
export { UploadProgressLine, uploadProgressText } from './UploadProgressLine'
