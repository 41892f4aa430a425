// Whether the app is attaching to prerendered HTML (hydration), and what renders only afterwards.
// React reads a store's server value while it hydrates; when the browser's value differs, React
// renders that component again right after, in one task that cannot yield — on a slow phone a
// long one, as the page starts. So the browser's value here says "still attaching" until the
// hydration's first commit (src/app.tsx), and what changes after hydration changes in a
// transition. (A part hydrated later, below a Suspense boundary, is still correct: React renders
// it again at once, as before.)
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

let attaching = false

/** src/main.tsx: the app is about to attach to the prerendered page. */
export function startAttaching(): void {
  attaching = true
}

/** Rendered last in the app (src/app.tsx): once the hydration has committed, what mounts renders for the browser at once. */
export function AttachedMark(): null {
  useEffect(() => {
    attaching = false
  }, [])
  return null
}

const subscribeNothing = () => () => undefined

/**
 * False while the page is prerendered or being hydrated, true afterwards: what differs between the
 * prerendered HTML and the browser (the phone's data, the stored user) renders only once this is true.
 * The change after hydration is a transition: it renders in small steps between the phone's other
 * work, and a part that must load first keeps what is on screen meanwhile.
 */
export function useHydrated(): boolean {
  const rendersHtml = useSyncExternalStore(
    subscribeNothing,
    () => attaching,
    () => true,
  )
  const [hydrated, setHydrated] = useState(!rendersHtml)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
