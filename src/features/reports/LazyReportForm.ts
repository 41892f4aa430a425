import { lazy } from 'react'

// The form (valibot, @mantine/form) loads when someone opens it: most people never do.
export const LazyReportForm = lazy(() => import('./ReportForm'))
