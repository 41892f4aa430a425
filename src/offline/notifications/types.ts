import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const NOTIFICATION_COLUMNS = 'id, user_id, tipo, titulo, texto, url, anuncio_id, quantidade, created_at, lida_em'

/** A notification of the person (the database writes them; only its recipient reads it). */
export type CachedNotification = Pick<Tables<'notificacoes'>, ColumnsOf<typeof NOTIFICATION_COLUMNS>>

/** Marking read, as the outbox carries it (all of one person's marks are one entity, in order). */
export type NotificationChange =
  | { kind: 'marcarNotificacaoLida'; payload: { id: string; lida_em: string } }
  | { kind: 'marcarTodasComoLidas'; payload: { ate: string; lida_em: string } }
  /** This device's push subscription, forgotten at sign-out (its secret proves the device). */
  | { kind: 'esquecerAssinaturaPush'; payload: { endpoint: string; auth: string } }
