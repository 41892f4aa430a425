import { config } from './config'

/**
 * A file's address in a bucket of the project at `supabaseUrl`: `public` for public buckets,
 * `authenticated` for private ones (it opens with the person's sign-in).
 */
export const fileUrlAt = (supabaseUrl: string, access: 'public' | 'authenticated', bucket: string, path: string) =>
  `${supabaseUrl}/storage/v1/object/${access}/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`

const publicFileUrlAt = (supabaseUrl: string, bucket: string, path: string) => fileUrlAt(supabaseUrl, 'public', bucket, path)

/** The public address of a file in the `imagens` bucket (public-read) of the project at `supabaseUrl`. */
export function publicImageUrlAt(supabaseUrl: string, path: string): string {
  return publicFileUrlAt(supabaseUrl, 'imagens', path)
}

/** The public address of an ad's spoken description (the `descricoes-em-audio` bucket, public-read). */
export function publicVoiceDescriptionUrl(path: string): string {
  return publicFileUrlAt(config.supabaseUrl, 'descricoes-em-audio', path)
}

/** The public address of a file in the `imagens` bucket of the app's project: ad photos and avatars. */
export function publicImageUrl(path: string): string {
  return publicImageUrlAt(config.supabaseUrl, path)
}

/** The small version's longest edge (src/lib/media/smaller-photo.ts makes it). */
export const CARD_PHOTO_EDGE = 480

/** The small version's name: the photo's extension replaced (the boot script applies it as written here). */
export const CARD_PHOTO = { extension: /(\.[^./]+)?$/, replacement: '.card.webp' }

/**
 * Where the small version of an ad photo lives (~480 px WebP, for cards and lists), beside the
 * large one: `anuncios/u/a/1.webp` → `anuncios/u/a/1.card.webp`.
 */
export function cardPhotoPath(path: string): string {
  return path.replace(CARD_PHOTO.extension, CARD_PHOTO.replacement)
}
