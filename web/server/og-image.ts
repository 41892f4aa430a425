// The picture a shared ad shows in WhatsApp, Facebook and Google: JPEG (what every previewer
// shows; the app's photos are WebP), 1200 × 630, under 300 KB. Made from the ad's first photo, or
// from its category's illustration when it has none; kept in memory for a while.
import sharp from 'sharp'
import { OG_IMAGE } from '../contract.ts'

export const MAX_OG_BYTES = 300 * 1024
/**
 * The largest picture the server decodes: 4096 × 4096. The phone shrinks photos to well under it
 * before they are sent; a bigger one is a hand-made request (a 16,000 × 16,000 PNG is under 1 MB on
 * disk and 768 MB decoded) and gets the category's picture instead.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096

// libvips keeps decoded images and operations in a cache, and decodes one picture with many
// threads: for a server answering previews in bursts, memory matters more than that speed.
sharp.cache(false)
sharp.concurrency(1)

/** `source` (any picture sharp reads, SVG included) as the preview JPEG; rejects past MAX_INPUT_PIXELS. */
export async function previewJpeg(source: Buffer): Promise<Buffer> {
  for (const quality of [82, 70, 58, 46]) {
    const jpeg = await sharp(source, { density: 144, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer()
    if (jpeg.length <= MAX_OG_BYTES) return jpeg
  }
  throw new Error('preview over 300 KB at every quality')
}

/** The formats a person's photo may be in (what the `imagens` bucket takes). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp'])

/**
 * A person's uploaded photo (an ad's, an avatar) as the preview JPEG. Hosted Storage keeps any bytes
 * under the type the client claimed: only a JPEG, PNG or WebP by its own content is decoded (never
 * an SVG, a PDF or a TIFF labelled `image/jpeg`).
 */
export async function photoPreviewJpeg(source: Buffer): Promise<Buffer> {
  const { format } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`not a photo: ${format ?? 'unknown format'}`)
  return previewJpeg(source)
}

/** A small cache of made previews (an ad's link is shared in bursts). */
export function previewCache(limit = 200, ttlMs = 10 * 60_000) {
  const entries = new Map<string, { at: number; jpeg: Buffer }>()
  return {
    get(key: string, now = Date.now()): Buffer | undefined {
      const hit = entries.get(key)
      if (!hit || now - hit.at > ttlMs) return undefined
      return hit.jpeg
    },
    set(key: string, jpeg: Buffer, now = Date.now()) {
      entries.delete(key)
      entries.set(key, { at: now, jpeg })
      if (entries.size > limit) entries.delete(entries.keys().next().value!)
    },
  }
}
