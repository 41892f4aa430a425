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
} from './hooks'
export type { CachedModerationDecision, CachedProfile, CachedReport, ShownSeller } from './types'
export type { NovaDenuncia } from './actions'
