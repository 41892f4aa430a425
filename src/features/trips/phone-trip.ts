import { loadedAfterAttach } from '@/lib/page-start/after-attach'
import { waitInApp } from '@/ui/opened-in-app'

/** The trip page's parts that read the phone's copy: not part of a prerendered trip's start. */
export const phoneTrip = loadedAfterAttach(() => import('./PhoneTrip'))

/** Opened in the app, the page waits for those parts: a trip the phone holds shows at once. */
export const phoneTripInApp = () => waitInApp(phoneTrip)
