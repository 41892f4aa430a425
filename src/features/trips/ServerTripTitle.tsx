import { TRIP_TITLE_ATTRIBUTE } from '@/ui/prerendered'

/**
 * Room for the trip's route that the web server writes into a shared link's page (web/server/
 * profile-and-trip-pages.ts): empty in the app's own render; while the app attaches, what the
 * server wrote stays (React leaves an element's inner HTML as it found it), until the trip replaces
 * it with the same words in the same heading — so the page's largest text is painted at once.
 */
export function ServerTripTitle() {
  return <span {...{ [TRIP_TITLE_ATTRIBUTE]: '' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
