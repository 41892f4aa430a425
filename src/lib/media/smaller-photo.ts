// The smaller versions of an ad photo that Storage keeps beside it: the small one for cards
// (~480 px) and the screen one for a phone at DPR 2 (~800 px), both WebP. Made in the browser from
// the (already reduced) large photo when it is sent. A browser that cannot encode WebP (Safari)
// answers PNG instead, several times heavier: JPEG then. Their addresses stay `.card.webp` and
// `.screen.webp` (derived from the large photo's); their Content-Type says what they are.
// The qualities: docs/speed-log.md ("Photos for the screen that draws them"), from npm run bench:photos.

import { SCREEN_PHOTO_EDGE, type PhotoSize } from './photo-size'
import { CARD_PHOTO_EDGE } from '../server/storage-url'

export type SmallerSize = Exclude<PhotoSize, 'large'>

const VERSIONS: Record<SmallerSize, { edge: number; quality: number }> = {
  card: { edge: CARD_PHOTO_EDGE, quality: 0.7 },
  screen: { edge: SCREEN_PHOTO_EDGE, quality: 0.85 },
}

export async function makeSmallerPhoto(photo: Blob, size: SmallerSize): Promise<Blob> {
  const { edge, quality } = VERSIONS[size]
  const bitmap = await createImageBitmap(photo)
  try {
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas to make the smaller photo.')
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality })
    return webp.type === 'image/webp' ? webp : await canvas.convertToBlob({ type: 'image/jpeg', quality })
  } finally {
    bitmap.close()
  }
}
