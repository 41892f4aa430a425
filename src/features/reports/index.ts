// Reporting an ad (denúncia) from its page.
export { ReportAd } from './ReportAd'
