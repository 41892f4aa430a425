import { PendingMark } from '@/features/queued-changes'
import { useTellPage, type TellPage } from '@/lib/page-start/first-then-phone'
import { useQueuedByTrip, useTrip, type CachedTrip } from '@/offline'
import { useSession } from '@/lib/server/session'

// The parts of a trip's page that read the phone's copy (Dexie): their code loads once the app has
// attached (phone-trip.ts), while the page draws the server's answer.
export { TripPersonal } from './TripPersonal'

/** The trip as the phone holds it (refreshed from the server), told to the page rather than drawn here. */
export function PhoneTrip({ id, onPhone }: { id: string; onPhone: TellPage<CachedTrip> }) {
  const lookup = useTrip(id)
  useTellPage(id, lookup.state === 'found' ? lookup.trip : undefined, lookup.state === 'notFound', onPhone)
  return null
}

/** The person's changes to this trip still waiting to be sent. */
export function TripQueued({ trip }: { trip: Pick<CachedTrip, 'id'> }) {
  const { user } = useSession()
  return <PendingMark changes={useQueuedByTrip(user?.id)?.get(trip.id)} />
}
