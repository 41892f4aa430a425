export { SettingsPage } from './SettingsPage'
export { AccountArea } from './AccountArea'
export { RecordingError } from './NoSpaceNotice'
