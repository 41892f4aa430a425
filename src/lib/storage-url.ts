import { config } from './config'

/** The public address of a file in the `imagens` bucket (public-read): ad photos and avatars. */
export function publicImageUrl(path: string): string {
  return `${config.supabaseUrl}/storage/v1/object/public/imagens/${path.split('/').map(encodeURIComponent).join('/')}`
}
