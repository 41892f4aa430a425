export { FreteSolidarioPage } from './FreteSolidarioPage'
