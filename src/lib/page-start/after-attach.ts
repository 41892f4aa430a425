import { startTransition, useEffect, useState } from 'react'
import { useHydrated } from './hydration'
import { whenIdle } from './idle'
import { onPartsNeeded, partsNeededNow } from './parts-needed'
import { hasStoredSession } from '../server/stored-session'

/** A touch, a key or a focus: the person is using the page, and its parts should be ready. */
const IN_USE = ['pointerdown', 'keydown', 'focusin'] as const

const mayWait = () => !partsNeededNow() && navigator.onLine !== false && !hasStoredSession()

/**
 * Code a screen's part loads after the app has attached to the page (a part reading the phone's
 * copy: Dexie is not part of a prerendered page's start), with what holds its place meanwhile.
 * A visitor's page loads it when the browser is idle — after a prerendered page's first seconds
 * (lib/page-start/idle.ts), which belong to its content — or at once when they touch the page; a signed-in
 * person's, whose own things are in the phone's copy, at once; and any page's at once when the
 * server has nothing to draw (lib/page-start/parts-needed.ts, or the browser knows it is offline).
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
      if (!hydrated || loaded) return
      const show = () => startTransition(() => setLoaded(true))
      if (!mayWait()) return void get().then(show, () => undefined)
      const loadNow = () => {
        stop()
        get().then(show, () => undefined)
      }
      const cancelIdle = whenIdle(loadNow)
      const stopNeeded = onPartsNeeded(loadNow)
      const stop = () => {
        cancelIdle()
        stopNeeded()
        for (const type of IN_USE) window.removeEventListener(type, loadNow, true)
      }
      for (const type of IN_USE) window.addEventListener(type, loadNow, { capture: true, passive: true })
      return stop
    }, [hydrated, loaded])
    return loaded ? here?.code : undefined
  }
  const useLoaded = () => useCode() !== undefined
  return { get, useCode, useLoaded }
}
