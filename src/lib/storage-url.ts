import { config } from './config'

/** The public address of a file in the `imagens` bucket (public-read): ad photos and avatars. */
export function publicImageUrl(path: string): string {
  return `${config.supabaseUrl}/storage/v1/object/public/imagens/${path.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * Where the small version of an ad photo lives (~480 px WebP, for cards and lists), beside the
 * large one: `anuncios/u/a/1.webp` → `anuncios/u/a/1.card.webp`.
 */
export function cardPhotoPath(path: string): string {
  return path.replace(/(\.[^./]+)?$/, '.card.webp')
}
