import { loadedAfterAttach } from '@/lib/page-start/after-attach'
import { waitInApp } from '@/ui/opened-in-app'

/** The ad page's parts that read the phone's copy: not part of a prerendered ad's start. */
export const phoneAd = loadedAfterAttach(() => import('./PhoneAd'))

/** Opened in the app, the page waits for those parts: an ad the phone holds shows at once. */
export const phoneAdInApp = () => waitInApp(phoneAd)
