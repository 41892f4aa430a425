// The small version of an ad photo that cards and lists show: ~480 px on the long edge, WebP.
// Made in the browser from the (already compressed) large photo when it is sent. A browser that
// cannot encode WebP (Safari) answers PNG instead, several times heavier: JPEG then. Its address
// stays `.card.webp` (derived from the large photo's); its Content-Type says what it is.

import { CARD_PHOTO_EDGE } from './storage-url'

export async function makeCardPhoto(photo: Blob, edge = CARD_PHOTO_EDGE, quality = 0.7): Promise<Blob> {
  const bitmap = await createImageBitmap(photo)
  try {
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas to make the small photo.')
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality })
    return webp.type === 'image/webp' ? webp : await canvas.convertToBlob({ type: 'image/jpeg', quality })
  } finally {
    bitmap.close()
  }
}
