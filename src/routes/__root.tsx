import { createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense } from 'react'
import { SyncNotice } from '@/features/sync'
import { AppLayout } from '@/ui/layout/AppLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'
import type { RouterContext } from './guards'

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout
      notices={
        <Suspense fallback={null}>
          <SyncNotice />
        </Suspense>
      }
    />
  ),
  notFoundComponent: NotFoundPage,
})
