import { notifications } from '@mantine/notifications'
import { readAloudSettings } from '@/lib/device/read-aloud-settings'
import { withSendState, type SendState } from '@/offline'

/** What a screen says of a change: once the server has it, or while it waits on the phone. */
export interface SendTexts {
  sent: string
  /** Saved on the phone, to be sent later (default: a generic sentence). */
  queued?: string
}

export const QUEUED = 'Alteração salva no celular. Será enviada quando houver conexão.'
export const SENDING = 'Salvo no celular. O envio continua em segundo plano.'
const SHOW_SENDING_AFTER_MS = 300

/**
 * Tells the person what became of a change, from its outbox items' real state (offline/send-state.ts):
 * "Enviando..." while the server's answer is awaited, then the sentence for what happened — never
 * "sent" for a change still on the phone.
 */
export function announceSendState(sending: Promise<SendState>, texts: SendTexts): Promise<SendState> {
  let id: string | undefined
  const slow = setTimeout(() => {
    id = notifications.show({ loading: true, message: 'Enviando...', autoClose: false, withCloseButton: false })
  }, SHOW_SENDING_AFTER_MS)
  return sending.then((d) => {
    clearTimeout(slow)
    const final = {
      color: d.state === 'refused' ? 'red' : 'campo',
      message: messageOf(d, texts),
      loading: false,
      autoClose: 5_000,
      withCloseButton: true,
    }
    if (id !== undefined) notifications.update({ id, ...final })
    else notifications.show(final)
    // "Ler avisos automaticamente": the reading's code loads only for those who asked for it.
    if (readAloudSettings().autoNotices) void import('@/features/read-aloud').then((m) => m.readNotice(final.message))
    return d
  })
}

/**
 * Runs a change (an offline command) and announces what became of it; `texts` as a sentence says
 * it once sent, and adds that it waits for a connection when it does.
 */
export async function announceChange<T>(write: () => Promise<T>, texts: SendTexts | string): Promise<T> {
  const [result, sending] = await withSendState(write)
  void announceSendState(sending, typeof texts === 'string' ? { sent: texts, queued: waitsForConnection(texts) } : texts)
  return result
}

/** A change's confirmation, saying that it still waits on the phone for a connection. */
export const waitsForConnection = (message: string) => `${message} Será enviado quando houver conexão.`

function messageOf(d: SendState, texts: SendTexts): string {
  switch (d.state) {
    case 'sent':
      return texts.sent
    case 'sending':
      return SENDING
    case 'queued':
      return texts.queued ?? QUEUED
    case 'refused':
      return `Não foi aceito: ${d.reason}`
  }
}
