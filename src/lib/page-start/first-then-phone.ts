import { startTransition, useCallback, useEffect, useState } from 'react'

/** What a page shows of one thing (an ad, a trip): not known yet, found, or gone. */
export type Shown<T> = { state: 'loading' } | { state: 'found'; value: T } | { state: 'notFound' }

/** How the phone's copy tells the page what it holds of the thing. */
export type TellPage<T> = (id: string, shown: Shown<T>) => void

/**
 * One thing's page: the server's first answer while the phone's copy loads (lib/page-start/after-attach.ts),
 * then what that copy says once it knows (`onPhone`, given to its part).
 */
export function useFirstThenPhone<T>(id: string, first: T | undefined): { shown: Shown<T>; onPhone: TellPage<T> } {
  const [phone, setPhone] = useState<{ id: string; shown: Shown<T> }>()
  const onPhone = useCallback((of: string, shown: Shown<T>) => setPhone({ id: of, shown }), [])
  const fromPhone = phone?.id === id && phone.shown.state !== 'loading' ? phone.shown : undefined
  return { shown: fromPhone ?? (first ? { state: 'found', value: first } : { state: 'loading' }), onPhone }
}

/** The phone's copy's part: tells the page what it holds (in a transition: the page draws it in small steps). */
export function useTellPage<T>(id: string, value: T | undefined, notFound: boolean, onPhone: TellPage<T>): void {
  useEffect(() => {
    startTransition(() =>
      onPhone(id, value ? { state: 'found', value } : notFound ? { state: 'notFound' } : { state: 'loading' }),
    )
  }, [id, value, notFound, onPhone])
}
