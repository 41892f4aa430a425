// What the service worker keeps of a share and the new-ad form takes (issue 57).

/** Photos and text shared to the app from the phone (manifest `share_target`, sw/share-target.ts). */
export const SHARE_TARGET_PATH = '/compartilhar'
export const SHARED_CACHE = 'compartilhado'
export const SHARED_ADDRESS = '/__compartilhado/'
/** What came with a share, beside its photos (kept until the new-ad form takes them). */
export interface SharedItems {
  texto: string
  fotos: number
  /** Images past the 5 an ad holds, left out. */
  deixadas: number
  /** Files that were not images, left out. */
  ignorados: number
}
