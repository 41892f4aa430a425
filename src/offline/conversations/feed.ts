import { isConnected, onConnectionChange } from '@/lib/connection'

// How new messages reach an open conversation: one interface, `followConversation`, so the screen
// does not care how. Today it polls (every 4 s while the page is visible and online, and at once
// when the page comes back to the front or the connection returns); Supabase Realtime could take
// its place behind the same function.

export const POLL_MS = 4_000

/** Calls `refresh` now and whenever new messages may have arrived; answers the function that stops it. */
export function followConversation(refresh: () => void, intervalMs = POLL_MS): () => void {
  const visible = () => document.visibilityState === 'visible' && isConnected()
  const tick = () => {
    if (visible()) refresh()
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  window.addEventListener('focus', tick)
  const stopFollowing = onConnectionChange((online) => online && tick())
  document.addEventListener('visibilitychange', tick)
  return () => {
    clearInterval(timer)
    window.removeEventListener('focus', tick)
    stopFollowing()
    document.removeEventListener('visibilitychange', tick)
  }
}
