import { AD_SUMMARY_ATTRIBUTE } from '@/ui/prerendered'

/**
 * Room for the ad's text that the web server writes into a shared link's page (web/server/ad-page.ts):
 * empty in the app's own render; while the app attaches to the page, what the server wrote stays
 * (React leaves an element's inner HTML as it found it when hydrating), until the ad replaces it.
 */
export function ServerAdSummary() {
  return <div {...{ [AD_SUMMARY_ATTRIBUTE]: '' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
