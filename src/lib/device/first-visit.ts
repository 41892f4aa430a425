// A first visit: the start no service worker controlled yet, and its tab, until the rest of the
// offline copy is due — a later visit began (another tab, now or another day), or the whole copy
// was asked for (ui/pwa/offline-copy.ts). It keeps only what the person opens; the rest of the copy
// (the app's other screens, the newest ads to browse offline) comes then (docs/speed.md).

/** In the first visit's tab (its reloads and the addresses typed in it stay that visit). */
const TAB_KEY = 'campo.primeira-visita'
/** On the phone, for every tab: the first visit is over. */
const OVER_KEY = 'campo.primeira-visita-acabou'
const listeners = new Set<() => void>()

/** This tab's start is the first visit. */
export function markFirstVisit(): void {
  sessionStorage.setItem(TAB_KEY, '1')
}

/** Whether this tab started as the first visit (whatever has happened since). */
export function startedAsFirstVisit(): boolean {
  return sessionStorage.getItem(TAB_KEY) !== null
}

/** Whether what waits for a later visit still waits (false where storage is refused: the app then acts as before). */
export function isFirstVisit(): boolean {
  try {
    return startedAsFirstVisit() && localStorage.getItem(OVER_KEY) === null
  } catch {
    return false
  }
}

/** What waited for a later visit is due now, in every tab (each hears it: onFirstVisitEnded). */
export function endFirstVisit(): void {
  try {
    if (localStorage.getItem(OVER_KEY) !== null) return
    localStorage.setItem(OVER_KEY, '1')
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the first visit ends, here or in another tab. */
export function onFirstVisitEnded(listener: () => void): () => void {
  const fromAnotherTab = (event: StorageEvent) => event.key === OVER_KEY && event.newValue !== null && listener()
  listeners.add(listener)
  window.addEventListener('storage', fromAnotherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromAnotherTab)
  }
}
