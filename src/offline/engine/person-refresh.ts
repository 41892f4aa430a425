import type { PullResult } from './pull-result'

// The refresh of the person's own slices (their ads, favourites, conversations, orders and
// notifications: ../person-changes.ts) is the page's, made once for all of them; a domain's screen
// asks for it here without knowing who makes it (the app's sync gives it at start).

type Refresh = () => Promise<PullResult>

let refresh: Refresh | null = null

export function providePersonRefresh(made: Refresh): void {
  refresh = made
}

/** What changed in the person's slices since the last refresh, into the phone's copy (one at a time). */
export function refreshPerson(): Promise<PullResult> {
  return refresh ? refresh() : Promise.resolve({ ok: false })
}

/** How far a refresh of a long history has come: rows kept so far (null: none under way, or a short one). */
export interface HistoryProgress {
  rows: number
}

let progress: HistoryProgress | null = null
const listeners = new Set<() => void>()

export function setHistoryProgress(next: HistoryProgress | null): void {
  progress = next
  for (const listener of listeners) listener()
}

export const historyProgress = (): HistoryProgress | null => progress

export function onHistoryProgress(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
