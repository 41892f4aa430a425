import { config } from '@/lib/config'

/** Where the n-th photo of a new ad lives in the `imagens` bucket (the same on every retry). */
export function photoPath(ownerId: string, adId: string, index: number): string {
  return `anuncios/${ownerId}/${adId}/${index + 1}.webp`
}

/** The public address of a stored photo (the bucket is public-read). */
export function photoUrl(path: string): string {
  return `${config.supabaseUrl}/storage/v1/object/public/imagens/${path.split('/').map(encodeURIComponent).join('/')}`
}
