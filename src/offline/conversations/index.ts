// Conversations and orders on the phone, as the screens use them.
export * from './commands'
export { useConversation, useConversations, useOrders, useUnreadCount, type ConversationSummary, type OrderWithAd } from './hooks'
export type { CachedMessage, CachedOrder, Delivery, OrderStatus, Payment } from './types'
export type { ConversationKey, NovoPedido } from './actions'
/** A voice note's file to play (its code loads with the first note shown). */
export const voiceNoteFile = (caminho: string): Promise<Blob | undefined> =>
  import('./voice-notes').then((notes) => notes.voiceNoteFile(caminho))
export type { VoiceNote } from './actions'
