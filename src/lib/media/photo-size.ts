// Which size of an ad photo a screen takes (the large photo, its screen version, its small
// version), by how many device pixels across it is drawn, and the screen version's name. Its own
// module: only the screens that show or send ad photos load it (the boot script of a prerendered page applies the same rule:
// web/prerender.ts's bootPhotoRule).
import { CARD_PHOTO, CARD_PHOTO_EDGE, cardPhotoPath } from '../server/storage-url'

/** The screen version's longest edge: a 360 px phone at DPR 2 draws a photo 720 px across. */
export const SCREEN_PHOTO_EDGE = 800
/** The large photo's longest edge, as the publish form reduces it. */
export const LARGE_PHOTO_EDGE = 1600

/** The screen version's name, beside the photo as the small one is: `…/1.webp` → `…/1.screen.webp`. */
export const SCREEN_PHOTO = { extension: CARD_PHOTO.extension, replacement: '.screen.webp' }

/** Where the screen version of an ad photo lives (~800 px WebP, for a phone's screen at DPR 1.5–2.5). */
export function screenPhotoPath(path: string): string {
  return path.replace(SCREEN_PHOTO.extension, SCREEN_PHOTO.replacement)
}

/** The sizes Storage keeps of an ad photo: its small version, its screen version and itself. */
export type PhotoSize = 'card' | 'screen' | 'large'

/** How many device pixels across a size still covers: 10 % of slack (no one tells 530 px drawn from 480 apart). */
const COVERS = 1.1
/** The widest a list's card draws its photo, in CSS px (one column on a phone: the screen less its margins). */
export const CARD_DRAWN_WIDTH = 400
/** The widest the ad page's gallery draws a photo, in CSS px (a phone's width; 640 px beside the details). */
export const GALLERY_DRAWN_WIDTH = 640

const SIZES: Array<{ size: PhotoSize; covers: number }> = [
  { size: 'card', covers: CARD_PHOTO_EDGE * COVERS },
  { size: 'screen', covers: SCREEN_PHOTO_EDGE * COVERS },
  { size: 'large', covers: Infinity },
]

/** The sizes up to `largest`, smallest first, with how many device pixels across each covers (the last: any). */
export function photoSizesUpTo(largest: PhotoSize): Array<{ size: PhotoSize; covers: number }> {
  const upTo = SIZES.slice(0, SIZES.findIndex((s) => s.size === largest) + 1)
  return upTo.map((s, i) => (i === upTo.length - 1 ? { ...s, covers: Infinity } : s))
}

/** The smallest size that covers `devicePixels` across, at most `largest`. */
export function photoSizeFor(devicePixels: number, largest: PhotoSize = 'large'): PhotoSize {
  return photoSizesUpTo(largest).find((s) => devicePixels <= s.covers)!.size
}

/**
 * The size a photo drawn at most `drawnWidth` CSS px wide takes on this screen (its width and
 * pixel ratio). The boot script of a prerendered page applies the same rule (web/boot-script.ts),
 * so the app shows the photo the page already downloaded.
 */
export function photoSizeOnScreen(
  drawnWidth: number,
  largest: PhotoSize,
  screen: { innerWidth: number; devicePixelRatio: number } = window,
): PhotoSize {
  return photoSizeFor(Math.min(screen.innerWidth, drawnWidth) * (screen.devicePixelRatio || 1), largest)
}

/** A list's card: the small version, or the screen one from DPR 1.5 (never the large one). */
export const cardPhotoSize = (screen?: { innerWidth: number; devicePixelRatio: number }) =>
  photoSizeOnScreen(CARD_DRAWN_WIDTH, 'screen', screen)
/** The ad page's gallery: the small version on a DPR 1 phone, the screen one at DPR 2, the large one beyond. */
export const galleryPhotoSize = (screen?: { innerWidth: number; devicePixelRatio: number }) =>
  photoSizeOnScreen(GALLERY_DRAWN_WIDTH, 'large', screen)

/** Where one size of an ad photo lives. */
export function photoPathOf(path: string, size: PhotoSize): string {
  return size === 'card' ? cardPhotoPath(path) : size === 'screen' ? screenPhotoPath(path) : path
}
