import type { AnyRouter } from '@tanstack/react-router'

// The prerendered page says for which route it was rendered (`data-route` on #root, written by
// scripts/prerender.ts). The app attaches to it only when it shows that route with no search:
// the same tree the prerender made. Any other page renders from scratch.

export const ROUTE_ATTRIBUTE = 'data-route'
/**
 * On #root until the app has started. Meanwhile fields take no taps (src/ui/global.css), and the
 * boot script keeps the last tap on a button or tab (window.__tapBeforeStart) for the app to
 * replay once it has started (replayTapBeforeStart): a tap on "Menu" in the first second is not lost.
 */
export const STARTING_ATTRIBUTE = 'data-starting'

declare global {
  interface Window {
    __tapBeforeStart?: HTMLElement
  }
}

/** The tap the boot script kept before the app started, done now that the app handles it (once). */
export function replayTapBeforeStart(): void {
  const tapped = window.__tapBeforeStart
  delete window.__tapBeforeStart
  if (tapped?.isConnected) tapped.click()
}

/** A loading card's photo, filled in by the boot script before the app starts (src/ui/boot-photos.tsx). */
export const BOOT_PHOTO_ATTRIBUTE = 'data-boot-photo'
/** Dispatched on window when the boot script has set window.__bootPhotos. */
export const BOOT_PHOTOS_EVENT = 'boot-photos'

export function canHydrate(root: HTMLElement, router: AnyRouter): boolean {
  const prerendered = root.getAttribute(ROUTE_ATTRIBUTE)
  if (!prerendered || !root.firstElementChild) return false
  const { location } = router.state
  return location.searchStr === '' && router.matchRoutes(location).at(-1)?.routeId === prerendered
}
