import type { TablesInsert } from '@/lib/database.types'

export interface CachedComment {
  id: string
  anuncio_id: string
  user_id: string
  user_name: string | null
  /** null: a comment without a rating (the ad's owner answering). */
  rating: number | null
  comentario: string
  created_at: string
  pending?: boolean
}

export interface CachedFavorite {
  user_id: string
  anuncio_id: string
  created_at: string
  pending?: boolean
}

/** Comments and favourites as the outbox carries them. */
export type SocialChange =
  | { kind: 'comentar'; payload: { comentario: TablesInsert<'comentarios'> & { id: string } } }
  | { kind: 'favoritar'; payload: { anuncio_id: string } }
  | { kind: 'desfavoritar'; payload: { anuncio_id: string } }
