export { SettingsPage } from './SettingsPage'
export { MessagesPage, OrdersPage } from './EmptyAccountPage'
