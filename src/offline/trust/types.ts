import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'
import type { CachedAd } from '../ads/types'

export const REPORT_COLUMNS = 'id, anuncio_id, user_id, motivo, detalhes, status, decidida_em, created_at'

/** A report: the person's own, or, on an admin's phone, the open ones of everyone. */
export type CachedReport = Pick<Tables<'denuncias'>, ColumnsOf<typeof REPORT_COLUMNS>> & { pending?: boolean }

export const PROFILE_COLUMNS =
  'id, username, display_name, cidade, uf, avatar_path, descricao, avaliacao_media, avaliacoes_quantidade, created_at'

/** A seller's public profile (usuarios_publicos), kept once seen. */
export type CachedProfile = Pick<Tables<'usuarios_publicos'>, ColumnsOf<typeof PROFILE_COLUMNS>> & { cachedAt: number }

/** A seller's page: who they are and their active ads, newest first. */
export interface ShownSeller {
  profile: CachedProfile
  ads: CachedAd[]
}

export const MODERATION_COLUMNS =
  'alvo_id, alvo, decisao, dono_id, titulo, motivo, decidida_por, decidida_em, alvo_excluido_em, revertida_por, revertida_em'

/** A decision of the moderation (an admin's phone: the record of who decided what, when, why). */
export type CachedModerationDecision = Pick<Tables<'moderacoes'>, ColumnsOf<typeof MODERATION_COLUMNS>>

export type { TrustChange } from './changes'
