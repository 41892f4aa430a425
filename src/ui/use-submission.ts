import type { Result } from '@/lib/server/result'
import { useState } from 'react'

/** Busy flag and pt-BR error of a form whose action answers ok or a message. */
export function useSubmission<T>(action: (values: T) => Promise<Result>, onDone: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = async (values: T) => {
    setBusy(true)
    setError(null)
    const result = await action(values)
    setBusy(false)
    if (result.ok) onDone()
    else setError(result.message)
  }
  return { busy, error, submit, setError }
}
