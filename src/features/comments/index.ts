export { CommentsSection, averageLabel } from './CommentsSection'
export { comentarioSchema, MENSAGEM_INCOMPLETO } from './schema'
