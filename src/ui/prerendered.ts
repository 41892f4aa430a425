import type { AnyRouter } from '@tanstack/react-router'

// The prerendered page says for which route it was rendered (`data-route` on #root, written by
// web/prerender.ts). The app attaches to it only when it shows that route with no search:
// the same tree the prerender made. Any other page renders from scratch.

export const ROUTE_ATTRIBUTE = 'data-route'
/** On #root until the app has started: controls take no taps meanwhile (src/ui/global.css). */
export const STARTING_ATTRIBUTE = 'data-starting'

/** The ad page's slot for the ad's text, which the web server fills (src/features/ad-page/ServerAdSummary.tsx). */
export const AD_SUMMARY_ATTRIBUTE = 'data-ad-summary'

/** The trip page's title slot, which the web server fills with the route (src/features/trips/ServerTripTitle.tsx). */
export const TRIP_TITLE_ATTRIBUTE = 'data-trip-title'

/** A loading card's photo, filled in by the boot script before the app starts (src/ui/boot-photos.tsx). */
export const BOOT_PHOTO_ATTRIBUTE = 'data-boot-photo'
/** The picture an ad without photos shows (public/images/categorias/): the app's and the boot script's. */
export const categoryPicture = (categoria: string) => `/images/categorias/${encodeURIComponent(categoria)}.svg`

/** Dispatched on window when the boot script has set window.__bootPhotos. */
export const BOOT_PHOTOS_EVENT = 'boot-photos'

export function canHydrate(root: HTMLElement, router: AnyRouter): boolean {
  const prerendered = root.getAttribute(ROUTE_ATTRIBUTE)
  if (!prerendered || !root.firstElementChild) return false
  const { location } = router.state
  return location.searchStr === '' && router.matchRoutes(location).at(-1)?.routeId === prerendered
}
