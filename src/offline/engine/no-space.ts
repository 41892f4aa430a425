// A phone with no space left: IndexedDB refuses a write with QuotaExceededError, which Dexie
// passes on as its own QuotaExceededError, or as an AbortError of the transaction holding it
// (`inner`). The person is told so, with what to do — never a generic "tente novamente".

export const NO_SPACE = 'Não há espaço no celular para guardar isto. Libere espaço e tente de novo.'

interface ErrorLike {
  name?: string
  code?: number
  inner?: unknown
}

/** Whether `error` (or the error it wraps) is the browser saying the phone's storage is full. */
export function isNoSpace(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 4; e = e.inner as ErrorLike | undefined, depth++) {
    // DOMException's legacy code 22 is QUOTA_EXCEEDED_ERR (older engines name it differently).
    if (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22) return true
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
