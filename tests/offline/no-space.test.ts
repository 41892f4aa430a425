import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { isNoSpace, NO_SPACE, recordingFailure } from '@/offline/engine/no-space'

// A full phone, as the browser and Dexie say it.

describe('no space on the phone', () => {
  it('knows the browser’s QuotaExceededError, Dexie’s, and a transaction aborted by one', () => {
    const browser = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    expect(isNoSpace(browser)).toBe(true)
    expect(isNoSpace(new Dexie.QuotaExceededError('full'))).toBe(true)
    expect(isNoSpace(new Dexie.AbortError('Transaction aborted', browser))).toBe(true)
    expect(isNoSpace(Object.assign(new Error('legacy'), { code: 22 }))).toBe(true)
  })

  it('knows a full disk as Chromium says it before the site reaches its quota', () => {
    const blobs = new DOMException('Failed to write blobs (IOError)', 'DataError')
    expect(isNoSpace(blobs)).toBe(true)
    expect(isNoSpace(new Dexie.DataError('Failed to write blobs (IOError)', blobs))).toBe(true)
    expect(isNoSpace(new Dexie.AbortError('Transaction aborted', blobs))).toBe(true)
    const log = new DOMException(
      'Connection is closing because of: IO error: …/000003.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)',
      'UnknownError',
    )
    expect(isNoSpace(log)).toBe(true)
    // A DataError of a bad key is not a full phone.
    expect(isNoSpace(new DOMException('Failed to execute put: the key is not valid.', 'DataError'))).toBe(false)
  })

  it('anything else is not a full phone, and keeps its own message', () => {
    expect(isNoSpace(new Dexie.AbortError('Transaction aborted'))).toBe(false)
    expect(isNoSpace(new DOMException('x', 'NotFoundError'))).toBe(false)
    expect(isNoSpace(undefined)).toBe(false)
    expect(recordingFailure(new Error('x'), 'Erro ao criar anúncio. Tente novamente.')).toBe(
      'Erro ao criar anúncio. Tente novamente.',
    )
    expect(recordingFailure(new Dexie.QuotaExceededError('full'), 'x')).toBe(NO_SPACE)
  })
})
