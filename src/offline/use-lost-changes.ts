import { useSyncExternalStore } from 'react'
import { lostChanges, onLostChanges, type LedgerEntry } from './engine/queue-ledger'

// Apart from the offline layer's index, so that only the screen that names lost changes loads the
// check (its own chunk, after the first paint).
export { dismissLost } from './engine/queue-ledger'

const none: LedgerEntry[] = []

/** The changes recorded on this phone that the browser cleared before they were sent (empty: none). */
export function useLostChanges(): LedgerEntry[] {
  return useSyncExternalStore(onLostChanges, lostChanges, () => none)
}
