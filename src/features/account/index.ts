export { SettingsPage } from './SettingsPage'
export { AccountArea } from './AccountArea'
export { FreeSpaceButton, RecordingError } from './NoSpaceNotice'
