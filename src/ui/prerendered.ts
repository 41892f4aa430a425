import type { AnyRouter } from '@tanstack/react-router'

// The prerendered page says for which route it was rendered (`data-route` on #root, written by
// scripts/prerender.ts). The app attaches to it only when it shows that route with no search:
// the same tree the prerender made. Any other page renders from scratch.

export const ROUTE_ATTRIBUTE = 'data-route'
/** On #root until the app has started: controls take no taps meanwhile (src/ui/global.css). */
export const STARTING_ATTRIBUTE = 'data-starting'

export function canHydrate(root: HTMLElement, router: AnyRouter): boolean {
  const prerendered = root.getAttribute(ROUTE_ATTRIBUTE)
  if (!prerendered || !root.firstElementChild) return false
  const { location } = router.state
  return location.searchStr === '' && router.matchRoutes(location).at(-1)?.routeId === prerendered
}
