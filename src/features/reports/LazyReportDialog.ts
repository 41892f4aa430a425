import { lazy } from 'react'

// The dialog and its form (a modal, valibot, @mantine/form) load when someone opens it: most people
// never do, and an ad's page then carries no modal's code.
export const LazyReportDialog = lazy(() => import('./ReportDialog'))
