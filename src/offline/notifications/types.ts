import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const NOTIFICATION_COLUMNS = 'id, user_id, tipo, titulo, texto, url, anuncio_id, quantidade, created_at, lida_em'

/** A notification of the person (the database writes them; only its recipient reads it). */
export type CachedNotification = Pick<Tables<'notificacoes'>, ColumnsOf<typeof NOTIFICATION_COLUMNS>>

export type { NotificationChange } from './changes'
