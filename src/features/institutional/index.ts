export { QuemSomosPage } from './QuemSomosPage'
export { SacPage } from './SacPage'
