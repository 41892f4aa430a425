import { loadedAfterAttach } from '@/lib/page-start/after-attach'
import { waitInApp } from '@/ui/opened-in-app'

/** The seller page's part that reads the phone's copy: not part of a prerendered seller's start. */
export const phoneSeller = loadedAfterAttach(() => import('./PhoneSeller'))

/** Opened in the app, the page waits for that part: a seller the phone holds shows at once. */
export const phoneSellerInApp = () => waitInApp(phoneSeller)
