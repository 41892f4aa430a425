import type { OfflineDatabase } from '../store/database'
import type { OutboxItem } from '../store/outbox-item'
import type { FileLedger } from './resumable-upload'

// An item's ledger of files, kept on the item itself (`uploads`): per file, the address of its
// resumable upload once begun, then STORED once the server has it. A retry — in this run, after
// a restart, in the service worker — skips what is stored and continues what was begun.

export const STORED = 'stored'

/** The ledger of `item`, written to the outbox as it changes. */
export function outboxLedger(db: OfflineDatabase, item: OutboxItem): FileLedger {
  const ledger = memoryLedger(item)
  return {
    ...ledger,
    began: async (key, url) => {
      await ledger.began(key, url)
      await db.outbox.update(item.seq!, { uploads: { ...item.uploads } })
    },
    stored: async (key) => {
      await ledger.stored(key)
      await db.outbox.update(item.seq!, { uploads: { ...item.uploads } })
    },
  }
}

/** The ledger on the item object only (a sender used without the phone's database: tests, scripts). */
export function memoryLedger(item: Pick<OutboxItem, 'uploads'>): FileLedger {
  const uploads = (item.uploads ??= {})
  return {
    isStored: (key) => uploads[key] === STORED,
    uploadUrl: (key) => (uploads[key] && uploads[key] !== STORED ? uploads[key] : undefined),
    began: async (key, url) => {
      uploads[key] = url
    },
    stored: async (key) => {
      uploads[key] = STORED
    },
  }
}
