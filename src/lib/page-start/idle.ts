// Work that must not compete with the page's own content: it starts when the browser is idle —
// and, on a prerendered public page, not before its first seconds are over (deferIdleWork): on a
// slow connection those belong to the page's code, data and pictures, not to supabase-js, the
// sync or the service worker's precache (megabytes).
import { startTransition, useEffect, useState } from 'react'

let quietUntil = 0

/**
 * Lets the browser handle what waits (a tap, a paint) before the next step: on a slow phone, steps
 * run back to back would be one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Idle work waits `ms` from now before it may start. */
export function deferIdleWork(ms: number): void {
  quietUntil = performance.now() + ms
}

/** Runs `task` when the browser is idle (at once when `timeoutMs` is 0); answers a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (timeoutMs === 0) {
    const timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  let idle: number | undefined
  const timer = setTimeout(
    () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
      else task()
    },
    Math.max('requestIdleCallback' in window ? 0 : 200, quietUntil - performance.now()),
  )
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/** True once the browser has been idle after this component mounted (what it shows then renders in a transition). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), [])
  return idle
}
