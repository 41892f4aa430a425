import { describe, expect, it } from 'vitest'
import { STORED_FILE_TRUSTED_MS } from '@/lib/rules/unreferenced-files'
import { memoryLedger } from '@/offline/engine/file-ledger'

// An item's ledger of files: what it takes as stored, and which upload it continues — for what this
// build writes and for what an older build left on an item still queued.

const KEY = 'imagens/anuncios/u/a/1.webp'
const UPLOAD = 'https://projeto.supabase.co/storage/v1/upload/resumable/abc'

describe("an item's ledger of files", () => {
  it('takes a file stored in the last days as there, and continues an upload begun', async () => {
    const item: { uploads?: Record<string, string> } = {}
    const ledger = memoryLedger(item)
    await ledger.began(KEY, UPLOAD)
    expect([ledger.isStored(KEY), ledger.uploadUrl(KEY)]).toEqual([false, UPLOAD])
    await ledger.stored(KEY)
    expect([ledger.isStored(KEY), ledger.uploadUrl(KEY)]).toEqual([true, undefined])
  })

  it('sends again a file stored longer ago than it trusts, or noted by an older build without a time', () => {
    for (const entry of [`stored@${Date.now() - STORED_FILE_TRUSTED_MS - 1}`, 'stored']) {
      const ledger = memoryLedger({ uploads: { [KEY]: entry } })
      expect([ledger.isStored(KEY), ledger.uploadUrl(KEY)], entry).toEqual([false, undefined])
    }
  })
})
