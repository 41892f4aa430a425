import { useNotifications } from '@mantine/notifications'
import { Suspense, useState, useSyncExternalStore } from 'react'
import { optionalPart } from '@/lib/page-start/optional-part'
import { sessionStore } from '@/lib/server/session'

// The notifications' container (and its transitions: 12 KB) loads now for a signed-in person, whose
// changes' toasts must show offline too ("será enviado quando houver conexão"); for a visitor, who
// records nothing, at the first notification (a shared ad's first visit goes without it).
const Notifications = optionalPart(() => import('./NotificationsContainer'))

const signedIn = () => sessionStore.get().status === 'signedIn'

export default function NotificationsGate() {
  const person = useSyncExternalStore(sessionStore.subscribe, signedIn, () => false)
  const { notifications, queue } = useNotifications()
  const needed = person || notifications.length + queue.length > 0
  // Once there, it stays (the toasts gone, the person signed out).
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  if (!needed && !loaded) return null
  return (
    <Suspense fallback={null}>
      {/* Under the header's bar, never over the controls in it. */}
      <Notifications position="top-center" className="notificacoes" />
    </Suspense>
  )
}
