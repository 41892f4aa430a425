// Search alerts: "Criar alerta" on the Frete Solidário search, and /alertas (its own chunk).
export { CreateAlertButton, type AlertSearch } from './CreateAlertButton'
export const loadAlertsPage = () => import('./AlertsPage')
