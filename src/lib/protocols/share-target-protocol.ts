// What the service worker keeps of a share and the new-ad form takes (issue 57).

/** Photos and text shared to the app from the phone (manifest `share_target`, sw/share-target.ts). */
export const SHARE_TARGET_PATH = '/compartilhar'
export const SHARED_CACHE = 'compartilhado'
export const SHARED_ADDRESS = '/__compartilhado/'
/** The photos a share keeps: what an ad holds. */
export const SHARED_MAX_PHOTOS = 5
/** What a share may keep on the phone in all (a share is posted by the system or by any page). */
export const SHARED_MAX_BYTES = 25 * 1024 * 1024
/** A share not taken within a day is dropped. */
export const SHARED_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** What came with a share, beside its photos (kept until the person uses it in the new-ad form, or drops it). */
export interface SharedItems {
  texto: string
  fotos: number
  /** Images past the 5 an ad holds, or past 25 MB in all, left out. */
  deixadas: number
  /** Files that were not images, left out. */
  ignorados: number
  /** When it was kept (ms since the epoch; older shares carry none and count as expired). */
  guardadoEm?: number
}
