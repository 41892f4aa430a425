// Conversations and orders on the phone, as the screens use them.
export * from './commands'
export { useConversation, useConversations, useOrders, useUnreadCount, type ConversationSummary, type OrderWithAd } from './hooks'
export type { CachedMessage, CachedOrder, Delivery, OrderStatus, Payment } from './types'
export type { ConversationKey, NovoPedido } from './actions'
export { voiceNoteFile } from './voice-notes'
export type { VoiceNote } from './actions'
