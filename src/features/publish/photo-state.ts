// The photos of the ad form: stored ones (edit) and new ones being compressed or ready.
import { LARGE_PHOTO_EDGE } from '@/lib/media/photo-size'

export type FormPhoto =
  | { key: string; kind: 'stored'; path: string }
  | { key: string; kind: 'new'; file: File; status: 'compressing'; progress: number }
  | { key: string; kind: 'new'; file: File; status: 'ready'; blob: Blob }
  | { key: string; kind: 'new'; file: File; status: 'error' }

export const MAX_PHOTOS = 5
export const TOO_MANY_PHOTOS = 'Máximo 5 imagens permitidas'

/** Long edge and size target of a compressed photo (docs/architecture.md, Pictures; docs/speed-log.md for why 1600 px / 400 KB). */
export const PHOTO_COMPRESSION = { maxEdge: LARGE_PHOTO_EDGE, maxKB: 400 }

export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}
