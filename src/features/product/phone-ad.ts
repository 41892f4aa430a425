import { loadedAfterAttach } from '@/lib/after-attach'
import { STARTING_ATTRIBUTE } from '@/ui/prerendered'

/** The ad page's parts that read the phone's copy: not part of a prerendered ad's start. */
export const phoneAd = loadedAfterAttach(() => import('./PhoneAd'))

/**
 * Opened in the app (from a list, a link), the page waits for those parts with its own code: an ad
 * the phone holds shows at once. At the page's start it does not: the server's answer is drawn first.
 */
export async function phoneAdInApp(): Promise<void> {
  const prerendering = typeof document === 'undefined'
  if (!prerendering && !document.getElementById('root')?.hasAttribute(STARTING_ATTRIBUTE)) await phoneAd.get()
}
