import type {} from '@/lib/database.types'

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

export type { SocialChange } from './changes'
