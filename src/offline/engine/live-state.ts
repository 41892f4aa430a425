// Whether Supabase Realtime carries the person's changes now (../live.ts keeps it): the screens
// that would otherwise poll ask it, and the app's sync skips the pulls the socket makes needless.

export type LiveState = 'off' | 'live'

let state: LiveState = 'off'
/** Subscribed again after a gap: the next refresh pulls what the socket did not carry. */
let missed = true
const listeners = new Set<(state: LiveState) => void>()

export function setLiveState(next: LiveState) {
  if (next === 'live') missed = true
  if (next === state) return
  state = next
  for (const listener of listeners) listener(next)
}

/** Whether the socket carries the person's changes now. */
export const liveState = (): LiveState => state

export function onLiveChange(listener: (state: LiveState) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the lists Realtime carries need a pull (off, or back after a gap); a pull then clears it. */
export function liveNeedsPull(): boolean {
  return state !== 'live' || missed
}

/** A pull of those lists succeeded while the socket was up: until it drops, the socket carries them. */
export function livePulled() {
  if (state === 'live') missed = false
}
