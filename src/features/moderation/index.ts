import { lazy } from 'react'

// The moderation queue (admins only): open reports grouped by ad, hiding an ad or discarding its
// reports; and the count of ads waiting, for the header. Both load only when needed: the header
// imports this index on every page.
export const LazyOpenReportsBadge = lazy(() => import('./OpenReportsBadge'))
export const loadModerationPage = () => import('./ModerationPage')
