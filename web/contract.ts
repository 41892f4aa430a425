// What the web wing (the server, the prerender, the boot script) and the app agree on, in one
// place. The app's side lives in src/ (the app cannot import web/) and is re-exported here; web/
// takes all of it from this file.

import { AD_SUMMARY_ATTRIBUTE, TRIP_TITLE_ATTRIBUTE } from '../src/ui/prerendered.ts'

export {
  AD_SUMMARY_ATTRIBUTE,
  BOOT_PHOTO_ATTRIBUTE,
  BOOT_PHOTOS_EVENT,
  categoryPicture,
  ROUTE_ATTRIBUTE,
  STARTING_ATTRIBUTE,
  TRIP_TITLE_ATTRIBUTE,
} from '../src/ui/prerendered.ts'
export { CARD_PHOTO, publicImageUrl } from '../src/lib/server/storage-url.ts'
export { CARD_DRAWN_WIDTH, GALLERY_DRAWN_WIDTH, SCREEN_PHOTO, photoSizesUpTo } from '../src/lib/media/photo-size.ts'
export { DATA_SAVER_KEY } from '../src/lib/device/data-saver.ts'
export { SELLER_ATTRIBUTE } from '../src/lib/page-start/page-seller.ts'

/** The ad's summary slot in the product frame (src/features/ad-page/ServerAdSummary.tsx), which the server fills. */
export const AD_SUMMARY_SLOT = new RegExp(`<div ${AD_SUMMARY_ATTRIBUTE}(?:="")?></div>`)

/** The route's slot in the trip frame's title (src/features/trips/ServerTripTitle.tsx), which the server fills. */
export const TRIP_TITLE_SLOT = new RegExp(`<span ${TRIP_TITLE_ATTRIBUTE}(?:="")?></span>`)

/** On <html>: the point of a shared city link (`lat,lng`), written by the server for the boot script. */
export const NEAR_ATTRIBUTE = 'data-near'

/** The element where the web server writes a page's boot request's answer (web/server/boot-answer.ts). */
export const BOOT_ANSWER_ID = 'boot-answer'

/** The preview pictures' size (Open Graph's 1.91:1). */
export const OG_IMAGE = { width: 1200, height: 630 }

/**
 * The build's record of the services the app connects to (Supabase, geocoder, CEP, tiles), written
 * by the prerender into dist/, read by the server for its Content-Security-Policy.
 */
export const APP_ORIGINS_FILE = 'app-origins.json'
export type { AppOrigins } from '../src/entry-server.tsx'
