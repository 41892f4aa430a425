import { lazy, Suspense } from 'react'
import { useIdle } from '@/lib/idle'
import type { NearMeControlProps } from './NearMeControl'

// The control arrives when the page is idle, in the room kept for its row of buttons: the first
// paint does not wait for it, and it is never on screen before it works.
const NearMeControl = lazy(() => import('./NearMeControl'))

export function LazyNearMeControl(props: NearMeControlProps) {
  const idle = useIdle()
  return (
    <div style={{ minHeight: 36 }}>
      {idle && (
        <Suspense fallback={null}>
          <NearMeControl {...props} />
        </Suspense>
      )}
    </div>
  )
}
