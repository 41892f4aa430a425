import { STORED_FILE_TRUSTED_MS } from '@/lib/rules/unreferenced-files'
import type { OfflineDatabase } from '../store/database'
import type { OutboxItem } from '../store/outbox-item'
import type { FileLedger } from './resumable-upload'

// An item's ledger of files, kept on the item itself (`uploads`): per file, the address of its
// resumable upload once begun, then `stored@<ms>` once the server has it. A retry — in this run,
// after a restart, in the service worker — skips what was stored in the last days and continues
// what was begun; a file stored longer ago is sent again, as the unreferenced files' job may have
// removed it (lib/rules/unreferenced-files.ts).

const STORED = 'stored@'
/** What builds before the trust's limit wrote for a stored file, with no time: sent again, never taken for an upload's address. */
const STORED_UNTIMED = 'stored'

const isStoredEntry = (entry: string) => entry === STORED_UNTIMED || entry.startsWith(STORED)

/** Whether a ledger's entry says the file was stored recently enough to be taken as still there. */
function storedRecently(entry: string | undefined, now = Date.now()): boolean {
  if (!entry?.startsWith(STORED)) return false
  return now - Number(entry.slice(STORED.length)) < STORED_FILE_TRUSTED_MS
}

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
    isStored: (key) => storedRecently(uploads[key]),
    uploadUrl: (key) => (uploads[key] && !isStoredEntry(uploads[key]) ? uploads[key] : undefined),
    began: async (key, url) => {
      uploads[key] = url
    },
    stored: async (key) => {
      uploads[key] = `${STORED}${Date.now()}`
    },
  }
}
