// Whether Supabase Realtime carries the person's changes now (../live.ts keeps it): the screens
// that would otherwise poll ask it.

export type LiveState = 'off' | 'live'

let state: LiveState = 'off'
const listeners = new Set<(state: LiveState) => void>()

export function setLiveState(next: LiveState) {
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
