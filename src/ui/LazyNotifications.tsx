import { lazy, Suspense } from 'react'
import { useIdle } from '@/lib/idle'

// The notifications' container (and its transitions) loads when the browser is idle; a
// notification shown before that waits in Mantine's store and appears then.
const Notifications = lazy(() => import('./NotificationsContainer'))

export function LazyNotifications() {
  const idle = useIdle()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      {/* Under the header's bar, never over the controls in it. */}
      <Notifications position="top-center" className="notificacoes" />
    </Suspense>
  )
}
