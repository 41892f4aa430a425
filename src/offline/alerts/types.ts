import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const ALERT_COLUMNS = 'id, user_id, termo, categoria, lugar, latitude, longitude, km, preco_max, pausado, created_at'

/** One of the person's search alerts (only its owner reads it). */
export type CachedAlert = Pick<Tables<'alertas_busca'>, ColumnsOf<typeof ALERT_COLUMNS>>

export type { AlertChange } from './changes'
