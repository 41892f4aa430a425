export { SettingsPage } from './SettingsPage'
export { AccountArea } from './AccountArea'
export { NoSpaceNotice } from './NoSpaceNotice'
