import imageCompression from 'browser-image-compression'
// The compressor's worker loads this script; it is served (and precached) by the app itself, so
// compressing works offline and never fetches from a CDN.
import compressorScriptUrl from 'browser-image-compression/dist/browser-image-compression.js?url'

export interface CompressOptions {
  /** Longest edge in pixels. */
  maxEdge: number
  /** Target size; the compressor lowers quality until it fits. */
  maxKB: number
  onProgress?: (percent: number) => void
}

/**
 * The format photos are sent in: WebP (about a third lighter than JPEG for the same look), or JPEG
 * where the browser cannot encode WebP (a canvas asked for it answers PNG there, many times heavier).
 */
let photoFormat: Promise<{ type: string; extension: string }> | undefined
export function uploadFormat(): Promise<{ type: string; extension: string }> {
  photoFormat ??= new Promise<Blob | null>((done) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    canvas.toBlob(done, 'image/webp')
  }).then((blob) =>
    blob?.type === 'image/webp' ? { type: 'image/webp', extension: '.webp' } : { type: 'image/jpeg', extension: '.jpg' },
  )
  return photoFormat
}

/** Resizes and re-encodes a photo (WebP, else JPEG) in a worker, with progress. */
export async function compressImage(file: File, { maxEdge, maxKB, onProgress }: CompressOptions): Promise<File> {
  const { type, extension } = await uploadFormat()
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: maxEdge,
    maxSizeMB: maxKB / 1024,
    fileType: type,
    initialQuality: 0.85,
    useWebWorker: true,
    libURL: new URL(compressorScriptUrl, window.location.href).href,
    onProgress,
  })
  const name = file.name.replace(/\.[^.]+$/, '') + extension
  return new File([compressed], name, { type: compressed.type || type })
}
