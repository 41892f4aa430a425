import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppLayout } from '@/ui/layout/AppLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'
import type { RouterContext } from './guards'

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
})
