import { LEAVING_MARK } from '@/lib/server/stored-session'
import type { Leaving } from '@/offline'

// A session's end, once the screens show nobody: the leaving job (./leaving.ts, loaded then) runs in
// the background. Its mark is written at once: a page closed before the person's rows are
// forgotten (or a failure) finishes the job at the next start.

export function leaveInBackground(leaving: Leaving): void {
  if (leaving.userId) {
    localStorage.setItem(LEAVING_MARK, JSON.stringify({ userId: leaving.userId, dropQueued: !!leaving.dropQueued }))
  }
  void import('./leaving').then(({ leave }) => leave(leaving))
}

/** At start: a leaving that did not finish goes on. */
export function resumeLeaving(): void {
  if (localStorage.getItem(LEAVING_MARK) !== null) void import('./leaving').then(({ resume }) => resume())
}
