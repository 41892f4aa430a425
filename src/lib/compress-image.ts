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

/** Resizes and re-encodes a photo as WebP in a worker, with progress. */
export async function compressImage(file: File, { maxEdge, maxKB, onProgress }: CompressOptions): Promise<File> {
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: maxEdge,
    maxSizeMB: maxKB / 1024,
    fileType: 'image/webp',
    initialQuality: 0.85,
    useWebWorker: true,
    libURL: new URL(compressorScriptUrl, window.location.href).href,
    onProgress,
  })
  const name = file.name.replace(/\.[^.]+$/, '') + '.webp'
  return new File([compressed], name, { type: compressed.type || 'image/webp' })
}
