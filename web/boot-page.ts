// What a prerendered page's boot scripts are given and what the web server reads of them, without
// the scripts themselves (web/boot-script.ts, which needs Vite to minify them: the web server must
// not load it).
import type { PrefetchRequest } from '../src/lib/page-start/prefetch.ts'

export interface DeferredStyle {
  href: string
  crossOrigin: boolean
}

export interface BootConfig {
  /** The app's entry module. */
  entry: string
  /** Every module the page's start needs, preloaded in this order. */
  modules: string[]
  styles: DeferredStyle[]
  /** The page's data (`%7Bid%7D` in the URL: the address's last part). */
  request?: PrefetchRequest
  /** A shared "Perto de mim" link's request, with marks for the point and radius. */
  near?: {
    request: PrefetchRequest
    mark: { latitude: number; longitude: number; km: number }
    radii: readonly number[]
    defaultKm: number
  }
  /** The attribute of <html> where the web server writes a shared city link's point (`lat,lng`). */
  nearAttribute: string
  /** The attribute of <html> where the web server writes a seller's id (`%7Bseller%7D` in the URL). */
  sellerAttribute: string
  /** The id of the element where the web server writes the request's answer (a BootAnswer). */
  answerId: string
  /** Show the photos' small versions (a loading card) rather than the photos. */
  card: boolean
  /** The part of a photo's name that a version's name replaces. */
  cardExtension: string
  /**
   * The page's rule for its first photos (storage-url.ts's photoSizeOnScreen): drawn at most
   * `drawnWidth` CSS px wide, they take the first of `photoSizes` that covers as many device
   * pixels; `replacement` '' is the photo itself.
   */
  drawnWidth: number
  photoSizes: Array<{ covers: number; replacement: string }>
  photoPrefix: string
  categoryPicture: string
  categoryMark: string
  /** Where "Economia de dados" is kept (src/lib/device/data-saver.ts): when on, no photo downloads. */
  saverKey: string
  /** The loading cards' <img> attribute holding the photo's index. */
  slot: string
  /** Dispatched on window once window.__bootPhotos is set. */
  event: string
  photoFirstMs: number
  startAnywayMs: number
  preloadTaskMs: number
}

/** The boot request's answer as the web server writes it into the page (web/server/boot-answer.ts). */
export interface BootAnswer {
  method: string
  url: string
  body: string
  status: number
  headers: Record<string, string>
  text: string
}

/**
 * The boot request's address on the page at `pathname` (null: a seller's page without the seller's
 * id), as `boot` makes it in the browser.
 */
export function bootRequestUrl(url: string, pathname: string, seller: string | null): string | null {
  if (!seller && url.includes('%7Bseller%7D')) return null
  return url
    .replace('%7Bid%7D', encodeURIComponent(pathname.split('/').pop() ?? ''))
    .replace('%7Bseller%7D', encodeURIComponent(seller ?? ''))
}

/** The attribute of the <head>'s first-photo script, before which the web server writes the page's data. */
export const FIRST_PHOTO_ATTRIBUTE = 'data-first-photo'

/** A prerendered page's boot script settings (null: a page without one, e.g. shell.html). */
export function bootConfigOf(html: string): BootConfig | null {
  const match = /\((\{"entry".*?\})\);?<\/script>/s.exec(html)
  return match ? (JSON.parse(match[1]) as BootConfig) : null
}
