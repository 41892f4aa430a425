import { useEffect, useState } from 'react'
import { withinScreenDeadline } from '@/lib/server/connection'

/**
 * Runs `pull` when online, once per change of `key` (null: nothing to pull yet); answers whether
 * that has been tried — a screen says "not found" only then, never while the server may still
 * have it. Offline it counts as tried at once, and past the screen's deadline (a connection that
 * hangs): the phone's copy is all there is until the answer lands.
 */
export function useRefresh(key: string | null, pull: () => Promise<unknown>): boolean {
  const [tried, setTried] = useState<string | null>(null)
  useEffect(() => {
    if (key === null) return
    let current = true
    void withinScreenDeadline(() => pull(), undefined)
      .catch(() => undefined)
      .finally(() => current && setTried(key))
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says what is pulled
  }, [key])
  return key !== null && tried === key
}
