import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { copyCannotBeKept, dismissCopyFull, noteRefresh as noteOutcome, onCopySpace } from '@/offline/engine/copy-space'
import { refreshOutcome } from '@/offline/engine/no-space'

// A refresh of the phone's copy that cannot write because the phone is full is said once: not at
// every refresh while it stays full, and again only after a refresh has kept what it got.

const full = () => new Dexie.AbortError('Transaction aborted', new DOMException('Quota exceeded', 'QuotaExceededError'))

/** As the sync does after each refresh of the lists (app-sync.ts): a network failure says nothing. */
function noteRefresh(error: unknown) {
  const outcome = refreshOutcome(error)
  if (outcome) noteOutcome(outcome)
}

describe('a refresh that finds the phone full', () => {
  it('is said once, until read; a network failure says nothing; after a refresh that kept its news, again', () => {
    let told = 0
    const stop = onCopySpace(() => told++)
    try {
      noteRefresh(new TypeError('Failed to fetch'))
      expect(copyCannotBeKept()).toBe(false)

      noteRefresh(full())
      expect(copyCannotBeKept()).toBe(true)
      noteRefresh(full())
      noteRefresh(new DOMException('Quota exceeded', 'QuotaExceededError'))
      expect(told).toBe(1)

      dismissCopyFull()
      expect(copyCannotBeKept()).toBe(false)
      noteRefresh(new TypeError('Failed to fetch'))
      noteRefresh(full())
      expect(copyCannotBeKept()).toBe(false)

      noteRefresh(null)
      noteRefresh(null)
      expect(copyCannotBeKept()).toBe(false)
      noteRefresh(full())
      expect(copyCannotBeKept()).toBe(true)
    } finally {
      noteRefresh(null)
      stop()
    }
  })
})
