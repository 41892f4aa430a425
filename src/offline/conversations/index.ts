// Conversations and orders on the phone, as the screens use them.
import type { VoiceNoteBucket } from './voice-notes'
export * from './commands'
export {
  useConversation,
  useConversations,
  useOrders,
  useQueuedOfConversation,
  useQueuedOfOrder,
  useUnreadCount,
  type ConversationSummary,
  type OrderWithAd,
} from './hooks'
export type { CachedMessage, CachedOrder, Delivery, OrderStatus, Payment } from './types'
export type { ConversationKey, NovoPedido } from './actions'
/** A voice note's file to play — a message's or an ad's spoken description (its code loads with the first note shown). */
export const voiceNoteFile = (caminho: string, bucket?: VoiceNoteBucket): Promise<Blob | undefined> =>
  import('./voice-notes').then((notes) => notes.voiceNoteFile(caminho, bucket))
export type { VoiceNote } from './actions'
export type { VoiceNoteBucket }
