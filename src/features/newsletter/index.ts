export { NewsletterForm } from './NewsletterForm'
