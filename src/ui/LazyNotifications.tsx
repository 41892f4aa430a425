import { lazy, Suspense } from 'react'
import { useIdle } from '@/lib/page-start/idle'

// What decides when the notifications' container loads (NotificationsGate) comes when the browser
// is idle; a notification shown before that waits in Mantine's store and appears then.
const NotificationsGate = lazy(() => import('./NotificationsGate'))

export function LazyNotifications() {
  const idle = useIdle()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <NotificationsGate />
    </Suspense>
  )
}
