// The moderation queue (admins only): open reports grouped by ad, hiding an ad or discarding its reports.
export { ModerationPage } from './ModerationPage'
