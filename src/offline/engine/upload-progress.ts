// How far the files of the item being sent are, for the screens ("Enviando fotos: 2 de 5 (45 %)").
// Kept in memory while a sender runs and told to the other tabs and the service worker's clients
// over a BroadcastChannel (the sync may run in any of them); gone when the sender returns.

export interface UploadProgress {
  /** The outbox item sending. */
  seq: number
  /** The item's entity ("anuncio:<id>", a conversation's): the screen that shows it. */
  entity: string
  /** What is being sent: the ad's photos, or a voice note. */
  what: 'fotos' | 'audio'
  /** The path of the file going up now. */
  file: string
  /** Files (photos) the item sends, and how many the server already has. */
  files: number
  stored: number
  /** Share of the item's bytes the server has, 0–1. */
  fraction: number
}

type Listener = () => void

const progressOf = new Map<number, UploadProgress>()
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

/** Opened at the first report or listener, never at import: in Node (the prerender) an open channel keeps the process alive. */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('campo-solidario-envios')
  ;(channel as { unref?: () => void } | null)?.unref?.()
  channel?.addEventListener('message', (event: MessageEvent<{ seq: number; progress: UploadProgress | null }>) =>
    apply(event.data.seq, event.data.progress),
  )
  return channel
}

function apply(seq: number, progress: UploadProgress | null) {
  if (progress) progressOf.set(seq, progress)
  else progressOf.delete(seq)
  listeners.forEach((listener) => listener())
}

/** Says how far item `seq` is (null: it is not sending now). */
export function reportUploadProgress(seq: number | undefined, progress: Omit<UploadProgress, 'seq'> | null) {
  if (seq === undefined) return
  const told = progress && { ...progress, seq }
  apply(seq, told)
  openChannel()?.postMessage({ seq, progress: told })
}

/** The first upload in progress that `matches` (the same object until it changes: a snapshot for React). */
export function findUploadProgress(matches: (progress: UploadProgress) => boolean): UploadProgress | undefined {
  for (const progress of progressOf.values()) if (matches(progress)) return progress
  return undefined
}

export function onUploadProgress(listener: Listener): () => void {
  openChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
