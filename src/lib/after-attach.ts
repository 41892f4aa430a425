import { startTransition, useEffect, useState } from 'react'
import { useHydrated } from './hydration'

/**
 * Code a screen's part loads once the app has attached to the page (a part reading the phone's
 * copy: Dexie is not part of a prerendered page's start), with what holds its place meanwhile.
 * `useLoaded` says whether it is here: false while attaching, true at once on a later screen;
 * `useCode` gives it (undefined until then).
 */
export function loadedAfterAttach<T>(load: () => Promise<T>): {
  get: () => Promise<T>
  useLoaded: () => boolean
  useCode: () => T | undefined
} {
  let asked: Promise<T> | undefined
  let here: { code: T } | undefined
  const get = () =>
    (asked ??= load().then(
      (code) => {
        here = { code }
        return code
      },
      (error: unknown) => {
        // Not kept: the next screen that needs it asks again (the page keeps what holds its place).
        asked = undefined
        throw error
      },
    ))
  const useCode = () => {
    const hydrated = useHydrated()
    const [loaded, setLoaded] = useState(() => hydrated && here !== undefined)
    useEffect(() => {
      if (hydrated && !loaded)
        get().then(
          () => startTransition(() => setLoaded(true)),
          () => undefined,
        )
    }, [hydrated, loaded])
    return loaded ? here?.code : undefined
  }
  const useLoaded = () => useCode() !== undefined
  return { get, useCode, useLoaded }
}
