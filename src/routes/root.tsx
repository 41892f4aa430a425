import { createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense } from 'react'
import { LazyOpenReportsBadge } from '@/features/moderation'
import { LazyNotificationBell } from '@/features/notifications'
import { SyncNotice } from '@/features/sync'
import { LazyUnreadBadge } from '@/features/unread'
import { useIdle } from '@/lib/idle'
import { useSession } from '@/lib/session'
import { AppLayout } from '@/ui/layout/AppLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'
import type { RouterContext } from './guards'

/** The sync's status line loads when the page is idle: it brings the phone's database. */
function Notices() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <SyncNotice />
    </Suspense>
  ) : null
}

/** Unread messages beside the greeting (and on the menu's Mensagens): for a signed-in person only, loaded when idle. */
function UnreadMessages() {
  const { user } = useSession()
  return useIdle() && user ? (
    <Suspense fallback={null}>
      <LazyUnreadBadge />
    </Suspense>
  ) : null
}

/** The bell with the unread notifications: for a signed-in person only, loaded when idle. */
function Bell() {
  const { user } = useSession()
  return useIdle() && user ? (
    <Suspense fallback={null}>
      <LazyNotificationBell />
    </Suspense>
  ) : null
}

/** For admins, how many reported ads wait (on their menu and its Gerenciar Denúncias): loaded when idle. */
function OpenReports() {
  const { isAdmin } = useSession()
  return useIdle() && isAdmin ? (
    <Suspense fallback={null}>
      <LazyOpenReportsBadge />
    </Suspense>
  ) : null
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout notices={<Notices />} accountBadge={<UnreadMessages />} moderationBadge={<OpenReports />} bell={<Bell />} />
  ),
  notFoundComponent: NotFoundPage,
})
