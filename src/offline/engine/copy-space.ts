// Whether the sync's last refresh of the phone's copy found the phone full: what came from the
// server could not be kept for use without internet. The screens say so once — until the person
// reads it, or a refresh keeps what it received again.

let full = false
let read = false
const listeners = new Set<() => void>()

/** After each refresh of the lists: whether it kept what it received, or found the phone full (no-space.ts). */
export function noteRefresh(outcome: 'kept' | 'full') {
  const nowFull = outcome === 'full'
  if (nowFull === full && (nowFull || !read)) return
  full = nowFull
  if (!nowFull) read = false
  for (const listener of listeners) listener()
}

/** Whether to say that the phone's copy could not be kept (the phone full, not read yet). */
export const copyCannotBeKept = () => full && !read

export function dismissCopyFull() {
  read = true
  for (const listener of listeners) listener()
}

export function onCopySpace(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
