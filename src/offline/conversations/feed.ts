import { isConnected, onConnectionChange } from '@/lib/connection'
import { liveState, onLiveChange } from '../engine/live-state'

// How new messages reach an open conversation: one interface, `followConversation`, so the screen
// does not care how. While Realtime carries the person's changes (../live.ts) it only reads the
// conversation once, when it opens; while the socket is down it polls (every 4 s while the page is
// visible and online, and at once when the page comes back to the front, the connection returns or
// the socket drops).

export const POLL_MS = 4_000

/** Calls `refresh` now and whenever new messages may have arrived unseen; answers the function that stops it. */
export function followConversation(refresh: () => void, intervalMs = POLL_MS): () => void {
  const visible = () => document.visibilityState === 'visible' && isConnected()
  const tick = () => {
    if (visible() && liveState() !== 'live') refresh()
  }
  if (visible()) refresh()
  const timer = setInterval(tick, intervalMs)
  window.addEventListener('focus', tick)
  const stopFollowing = onConnectionChange((online) => online && tick())
  const stopLive = onLiveChange(tick)
  document.addEventListener('visibilitychange', tick)
  return () => {
    clearInterval(timer)
    window.removeEventListener('focus', tick)
    stopFollowing()
    stopLive()
    document.removeEventListener('visibilitychange', tick)
  }
}
