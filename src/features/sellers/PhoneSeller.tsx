import { useTellPage, type TellPage } from '@/lib/page-start/first-then-phone'
import { useSeller, type ShownSeller } from '@/offline'

// The part of a seller's page that reads the phone's copy (Dexie): its code loads once the app has
// attached (phone-seller.ts), while the page draws the server's answer.

/** The seller as the phone holds them (refreshed from the server), told to the page rather than drawn here. */
export function PhoneSeller({ username, onPhone }: { username: string; onPhone: TellPage<ShownSeller> }) {
  const lookup = useSeller(username)
  useTellPage(username, lookup.state === 'found' ? lookup.value : undefined, lookup.state === 'notFound', onPhone)
  return null
}
