// Negociar com segurança on the phone: blocks, reports of messages, ratings from orders,
// Reservado and the person's own quick replies.
export * from './commands'
export {
  useBlocks,
  useHasBlocked,
  useMyMessageReports,
  useOpenMessageReports,
  useOrderRatings,
  useQuickReplies,
  useSellerSales,
  type SellerCounts,
  type SellerSales,
} from './hooks'
export { ALREADY_RATED, MAX_QUICK_REPLIES, TOO_MANY_QUICK_REPLIES } from './actions'
export type { CachedBlock, CachedMessageReport, CachedOrderRating, CachedQuickReply } from './types'
