// What the page and the service worker say to each other about the app's offline copy and the
// bytes this phone downloaded (sw/offline-copy.ts, sw/data-use.ts, src/ui/pwa/offline-copy.ts).

/** The rest of the offline copy: every screen's code and page, beyond what every install keeps. */
export const OFFLINE_COPY_CACHE = 'copia-do-app'

/**
 * What the service worker must know of this phone and cannot read itself (it has no
 * localStorage): "Economia de dados" as chosen; and what was downloaded each month.
 */
export const DEVICE_CACHE = 'aparelho'
export const DATA_SAVER_ADDRESS = '/__aparelho/economia-de-dados'
/** One entry per month and counter: the service worker's fetches, and the page's own (the data). */
export const dataUseAddress = (month: string, counter: 'app' | 'dados') => `/__aparelho/uso-de-dados/${month}/${counter}`
/** This month on the phone's own calendar, as `2026-11`. */
export const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`

/** A precache entry as the build marks it (scripts/precache-split.ts). */
export interface CopyEntry {
  url: string
  revision: string | null
  /** Downloaded by every install; the rest only on Wi-Fi, when not saving data, or when asked. */
  core?: true
  /** Bytes over the network, as the server sends it compressed. */
  bytes: number
}

export const OFFLINE_COPY_MESSAGE = 'COPIA_DO_APP'

export type OfflineCopyRequest =
  | { type: typeof OFFLINE_COPY_MESSAGE; action: 'situacao' }
  | { type: typeof OFFLINE_COPY_MESSAGE; action: 'baixar' }
  /** Keep these (already loaded by the page, before the service worker took control). */
  | { type: typeof OFFLINE_COPY_MESSAGE; action: 'guardar'; urls: string[] }

/** What is missing of the offline copy, and how far a download is. */
export interface OfflineCopyState {
  missingBytes: number
  missingFiles: number
  totalBytes: number
  /** Bytes downloaded by the download under way (null when none is). */
  downloading: { doneBytes: number; totalBytes: number } | null
  /** The last download failed (no connection): said until the next one starts. */
  failed: boolean
}

/** Sent to every open page while the copy downloads and when it ends. */
export const OFFLINE_COPY_PROGRESS = 'COPIA_DO_APP_PROGRESSO'
