/**
 * Where a new photo of an ad lives in the `imagens` bucket: chosen once, when the photo is
 * recorded (a new ad or an edit), so every retry of its upload lands on the same object.
 */
export function newPhotoPath(ownerId: string, adId: string, photo: Blob): string {
  // JPEG from a browser that cannot encode WebP (src/lib/media/compress-image.ts).
  const extension = photo.type === 'image/jpeg' ? 'jpg' : 'webp'
  return `anuncios/${ownerId}/${adId}/${crypto.randomUUID()}.${extension}`
}

/** Numbered photo names: the demo data's, and those of ads queued by earlier versions of the app (no paths in their payload). */
export function numberedPhotoPath(ownerId: string, adId: string, index: number): string {
  return `anuncios/${ownerId}/${adId}/${index + 1}.webp`
}
