// How far the files of the item being sent are, for the screens ("Enviando fotos: 2 de 5 (45 %)").
// Kept in memory while a sender runs and told to the other tabs and the service worker's clients
// over a BroadcastChannel (the sync may run in any of them); gone when the sender returns.

export interface UploadProgress {
  /** What is being sent: the ad's photos, or a voice note or spoken description. */
  what: 'fotos' | 'audio'
  /** Files (photos) the item sends, and how many the server already has. */
  files: number
  stored: number
  /** Share of the item's bytes the server has, 0–1. */
  fraction: number
}

type Listener = () => void

const progressOf = new Map<number, UploadProgress>()
const listeners = new Set<Listener>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('campo-solidario-envios')

function apply(seq: number, progress: UploadProgress | null) {
  if (progress) progressOf.set(seq, progress)
  else progressOf.delete(seq)
  listeners.forEach((listener) => listener())
}

channel?.addEventListener('message', (event: MessageEvent<{ seq: number; progress: UploadProgress | null }>) =>
  apply(event.data.seq, event.data.progress),
)

/** Says how far item `seq` is (null: it is not sending now). */
export function reportUploadProgress(seq: number | undefined, progress: UploadProgress | null) {
  if (seq === undefined) return
  apply(seq, progress)
  channel?.postMessage({ seq, progress })
}

export const uploadProgressOf = (seq: number | undefined) => (seq === undefined ? undefined : progressOf.get(seq))

export function onUploadProgress(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
