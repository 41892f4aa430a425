export { AdFormPage } from './AdFormPage'
