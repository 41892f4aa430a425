import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const PIX_KEY_COLUMNS = 'user_id, tipo, chave, updated_at'

/** The person's own Pix key (only its owner reads it; a buyer gets the copy an accepted order keeps). */
export type CachedPixKey = Pick<Tables<'chaves_pix'>, ColumnsOf<typeof PIX_KEY_COLUMNS>> & { pending?: boolean }

export type { PixKeyChange } from './changes'
