import { startTransition, useEffect, useState } from 'react'
import { useHydrated } from './hydration'

/**
 * Code a screen's part loads once the app has attached to the page (a part reading the phone's
 * copy: Dexie is not part of a prerendered page's start), with what holds its place meanwhile.
 * `useLoaded` says whether it is here: false while attaching, true at once on a later screen.
 */
export function loadedAfterAttach<T>(load: () => Promise<T>): { get: () => Promise<T>; useLoaded: () => boolean } {
  let asked: Promise<T> | undefined
  let here = false
  const get = () =>
    (asked ??= load().then(
      (code) => {
        here = true
        return code
      },
      (error: unknown) => {
        // Not kept: the next screen that needs it asks again (the page keeps what holds its place).
        asked = undefined
        throw error
      },
    ))
  const useLoaded = () => {
    const hydrated = useHydrated()
    const [loaded, setLoaded] = useState(() => hydrated && here)
    useEffect(() => {
      if (hydrated && !loaded)
        get().then(
          () => startTransition(() => setLoaded(true)),
          () => undefined,
        )
    }, [hydrated, loaded])
    return loaded
  }
  return { get, useLoaded }
}
