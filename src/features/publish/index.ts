export { AdFormPage } from './AdFormPage'
export { anuncioSchema, paraNovoAnuncio } from './schema'
