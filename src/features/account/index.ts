export { SettingsPage } from './SettingsPage'
export { AccountArea } from './AccountArea'
