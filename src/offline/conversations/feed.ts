import { isConnected, onConnectionChange } from '@/lib/server/connection'
import { liveState, onLiveChange } from '../engine/live-state'

// How new messages reach an open conversation: one interface, `followConversation`, so the screen
// does not care how. While Realtime carries the person's changes (../live.ts) it only reads the
// conversation once, when it opens; while the socket is down it asks what changed (the person's
// refresh by cursor: one small answer when nothing did) — after 4 s, then less often while nothing
// arrives (8, 16, 32, at most 60 s), every 4 s again once something does — and at once when the page
// comes back to the front, the connection returns or the socket drops.

export const POLL_MS = 4_000
export const LONGEST_POLL_MS = 60_000

/** What a refresh answers: whether it brought anything new (nothing new: the next one waits longer). */
export type FeedRefresh = () => Promise<boolean> | boolean | void

/** Calls `refresh` now and whenever new messages may have arrived unseen; answers the function that stops it. */
export function followConversation(refresh: FeedRefresh, intervalMs = POLL_MS): () => void {
  const visible = () => document.visibilityState === 'visible' && isConnected()
  let wait = intervalMs
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const schedule = () => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(poll, wait)
  }
  const heard = (news: boolean | void) => {
    wait = news === false ? Math.min(wait * 2, LONGEST_POLL_MS) : intervalMs
    schedule()
  }
  const ask = () => {
    const answer = refresh()
    if (answer instanceof Promise) void answer.then(heard, () => heard(false))
    else heard(answer)
  }
  function poll() {
    if (visible() && liveState() !== 'live') ask()
    else schedule()
  }
  // Something may have been missed: ask now, and poll from the shortest wait again.
  const tick = () => {
    if (!visible() || liveState() === 'live') return
    wait = intervalMs
    ask()
  }
  if (visible()) ask()
  else schedule()
  window.addEventListener('focus', tick)
  const stopFollowing = onConnectionChange((online) => online && tick())
  const stopLive = onLiveChange(tick)
  document.addEventListener('visibilitychange', tick)
  return () => {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('focus', tick)
    stopFollowing()
    stopLive()
    document.removeEventListener('visibilitychange', tick)
  }
}
