import { createRootRoute } from '@tanstack/react-router'
import { AppLayout } from '@/ui/layout/AppLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'

export const rootRoute = createRootRoute({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
})
