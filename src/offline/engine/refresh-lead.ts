// One tab refreshes the phone's copy for all (issue 75): the tab holding a Web Lock, held while it
// lives, pulls; the others read the phone's database (live queries show what it stores) and the
// next in line takes over when it closes. A tab that sent changes asks the leader to refresh (the
// server's rows replace the pending copies) over a BroadcastChannel. Where Web Locks are missing,
// every tab refreshes, as before.

import { liveQuery } from 'dexie'
import type { OfflineDatabase } from '../store/database'

const LOCK = 'campo-solidario:atualiza-a-copia'
const CHANNEL = 'campo-solidario:atualizar'

interface LeadDeps {
  locks?: Pick<LockManager, 'request'> | undefined
  channel?: () => Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null
}

const browserDeps = (): LeadDeps => ({
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  channel: () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)),
})

/** Whether this tab refreshes the copy, and how the others ask it to. */
export function createRefreshLead(onAsked: () => void, deps: LeadDeps = browserDeps()) {
  let leading = !deps.locks
  const channel = deps.channel?.() ?? null
  channel?.addEventListener('message', () => {
    if (leading) onAsked()
  })
  void deps.locks?.request(LOCK, () => {
    leading = true
    onAsked()
    // Held for the tab's life: the browser lets it go when the tab closes.
    return new Promise<never>(() => undefined)
  })
  return {
    leads: () => leading,
    /** Sent changes from a tab that does not lead: the leader refreshes. */
    askLeader: () => channel?.postMessage('atualizar'),
  }
}

/** Calls `onChange` whenever the outbox gains, loses or changes the status of an item, in any tab. */
export function followOutbox(db: OfflineDatabase, onChange: () => void): void {
  liveQuery(() => db.outbox.orderBy('status').keys()).subscribe({ next: onChange, error: () => undefined })
}
