export { QuemSomosPage } from './QuemSomosPage'
export { SacPage } from './SacPage'
export { PrivacidadePage } from './PrivacidadePage'
