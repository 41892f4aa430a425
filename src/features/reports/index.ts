// Reporting an ad from its page, or a received message from its conversation (denúncia).
export { ReportAd } from './ReportAd'
export { ReportMessage } from './ReportMessage'
