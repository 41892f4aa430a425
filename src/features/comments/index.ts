export { CommentsSection } from './CommentsSection'
