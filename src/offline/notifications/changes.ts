import * as v from 'valibot'
import { change, id, type ChangesOf } from '../engine/define-changes'

// Notifications read, and this device's push subscription (engine/define-changes.ts): recorded by
// actions.ts and device.ts, sent by senders.ts.

export const notificationChanges = {
  marcarNotificacaoLida: change<{ id: string; lida_em: string }>({
    label: 'Leitura da notificação',
    payload: v.object({ id, lida_em: v.string() }),
  }),
  marcarTodasComoLidas: change<{ ate: string; lida_em: string }>({
    label: 'Leitura das notificações',
    payload: v.object({ ate: v.string(), lida_em: v.string() }),
  }),
  /** This device's push subscription, forgotten at sign-out (its secret proves the device). */
  esquecerAssinaturaPush: change<{ endpoint: string; auth: string }>({
    label: 'Desligar as notificações deste aparelho',
    payload: v.object({ endpoint: v.string(), auth: v.string() }),
  }),
}

export type NotificationChange = ChangesOf<typeof notificationChanges>
