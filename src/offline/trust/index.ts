// Renewals, reports, moderation and sellers' profiles on the phone, as the screens use them.
export * from './commands'
export {
  useModerationHistory,
  useOpenReportCount,
  useOpenReports,
  useOwnOpenReport,
  useSeller,
  useUsernames,
  type ReportedAd,
  type SellerLookup,
} from './hooks'
export type { CachedModerationDecision, CachedProfile, CachedReport } from './types'
export type { NovaDenuncia } from './actions'
