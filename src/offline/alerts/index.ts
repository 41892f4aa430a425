// The person's search alerts on the phone, as the screens use them.
export * from './commands'
export { useAlerts, type AlertsLookup, type ShownAlert } from './hooks'
export type { NewAlertResult } from './actions'
