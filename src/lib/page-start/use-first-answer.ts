import { startTransition, useEffect, useState } from 'react'
import { loadPartsNow } from './parts-needed'

/**
 * What a first screen draws from the server before the phone's copy has loaded: `read`'s answer
 * for `key` (undefined until there is one, and when there is none). Asked after the first render —
 * a prerendered page is attached to as it was rendered, without it — and only while `ask`. With
 * no answer (no signal, nothing found) the page's parts that read the phone's copy load at once.
 */
export function useFirstAnswer<T>(key: string, ask: boolean, read: () => Promise<T | undefined>): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T }>()
  useEffect(() => {
    if (!ask) return
    let current = true
    read().then(
      (value) => {
        if (value === undefined) loadPartsNow()
        else if (current) startTransition(() => setAnswer({ key, value }))
      },
      () => loadPartsNow(),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what is read is identified by `key`
  }, [key, ask])
  return answer?.key === key ? answer.value : undefined
}
