import { createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import { LazyOpenReportsBadge } from '@/features/moderation'
import { LazyNotificationBell } from '@/features/notifications'
import { SyncNotice } from '@/features/sync'
import { LazyUnreadBadge } from '@/features/unread'
import { useIdle } from '@/lib/page-start/idle'
import { useSession } from '@/lib/server/session'
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

/** What the header shows only when idle (each brings the phone's database), and only to whom it concerns. */
function WhenIdle({ shown, children }: { shown: boolean; children: ReactNode }) {
  return useIdle() && shown ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** Unread messages beside the greeting (and on the menu's Mensagens): for a signed-in person. */
function UnreadMessages() {
  return (
    <WhenIdle shown={!!useSession().user}>
      <LazyUnreadBadge />
    </WhenIdle>
  )
}

/** The bell with the unread notifications: for a signed-in person. */
function Bell() {
  return (
    <WhenIdle shown={!!useSession().user}>
      <LazyNotificationBell />
    </WhenIdle>
  )
}

/** For admins, how many reported ads wait (on their menu and its Gerenciar Denúncias). */
function OpenReports() {
  return (
    <WhenIdle shown={useSession().isAdmin}>
      <LazyOpenReportsBadge />
    </WhenIdle>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout notices={<Notices />} accountBadge={<UnreadMessages />} moderationBadge={<OpenReports />} bell={<Bell />} />
  ),
  notFoundComponent: NotFoundPage,
})
