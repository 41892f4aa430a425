// Work that must not compete with the first paint and hydration: it starts when the browser is
// idle (or after a short wait where there is no requestIdleCallback, as in Safari).
import { useEffect, useState, useSyncExternalStore } from 'react'

/** Runs `task` when the browser is idle (at once when `timeoutMs` is 0); answers a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (timeoutMs === 0) {
    const timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}

const subscribeNothing = () => () => undefined

/**
 * False while the page is prerendered or being hydrated, true afterwards: what differs between the
 * prerendered HTML and the browser (the phone's data, the stored user) renders only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/** True once the browser has been idle after this component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
