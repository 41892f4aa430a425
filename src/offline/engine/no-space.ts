// A phone with no space left. Over the site's quota, IndexedDB refuses a write with
// QuotaExceededError, which Dexie passes on as its own QuotaExceededError, or as an AbortError of
// the transaction holding it (`inner`). But a phone is usually full before the site reaches its
// quota, and then the disk itself refuses: Chromium 150 says so as a DataError "Failed to write
// blobs (IOError)" for a photo or any value over a few KB, and as an UnknownError naming
// FILE_ERROR_NO_SPACE for the database's own log (measured with the profile on a full tmpfs:
// e2e/full-phone.spec.ts). The person is told so, with what to do — never a generic "tente novamente".

export const NO_SPACE = 'Não há espaço no celular para guardar isto. Libere espaço e tente de novo.'

interface ErrorLike {
  name?: string
  code?: number
  message?: string
  inner?: unknown
}

/** The disk refusing a write, in Chromium's words (an IO error on a write is a full disk on a phone). */
const DISK_FULL = /Failed to write blobs|NO_SPACE|No space left/i

/** Whether `error` (or the error it wraps) is the browser saying the phone's storage is full. */
export function isNoSpace(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 4; e = e.inner as ErrorLike | undefined, depth++) {
    // DOMException's legacy code 22 is QUOTA_EXCEEDED_ERR (older engines name it differently).
    if (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22) return true
    if ((e.name === 'DataError' || e.name === 'UnknownError') && DISK_FULL.test(e.message ?? '')) return true
  }
  return false
}

/** What to tell the person when recording a change failed: no space, or `otherwise`. */
export const recordingFailure = (error: unknown, otherwise: string) => (isNoSpace(error) ? NO_SPACE : otherwise)

/** What a refresh of the phone's copy says about its space: it kept what came, the phone is full, or nothing (the network failed). */
export function refreshOutcome(error: unknown): 'kept' | 'full' | null {
  if (error === null) return 'kept'
  return isNoSpace(error) ? 'full' : null
}
