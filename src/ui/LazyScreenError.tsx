import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// Rare, so not first-load code; yet every install keeps its chunk (scripts/precache-split.ts), for
// it must show offline, when a screen's own code is what is missing.
const ScreenError = lazy(() => import('./ScreenError').then((m) => ({ default: m.ScreenError })))

export function LazyScreenError({ error }: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <ScreenError error={error} />
    </Suspense>
  )
}
