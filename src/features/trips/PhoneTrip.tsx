import { startTransition, useEffect } from 'react'
import { PendingMark } from '@/features/queued-changes'
import { useQueuedByTrip, useTrip, type CachedTrip, type TripLookup } from '@/offline'
import { useSession } from '@/lib/session'

// The parts of a trip's page that read the phone's copy (Dexie): their code loads once the app has
// attached (phone-trip.ts), while the page draws the server's answer.
export { TripPersonal } from './TripPersonal'

/** The trip as the phone holds it (refreshed from the server), told to the page rather than drawn here. */
export function PhoneTrip({ id, onLookup }: { id: string; onLookup: (id: string, lookup: TripLookup) => void }) {
  const lookup = useTrip(id)
  const trip = lookup.state === 'found' ? lookup.trip : undefined
  const notFound = lookup.state === 'notFound'
  useEffect(() => {
    // The page then draws the phone's trip in small steps (the server's one stays meanwhile).
    startTransition(() => onLookup(id, trip ? { state: 'found', trip } : notFound ? { state: 'notFound' } : { state: 'loading' }))
  }, [id, trip, notFound, onLookup])
  return null
}

/** The person's changes to this trip still waiting to be sent. */
export function TripQueued({ trip }: { trip: Pick<CachedTrip, 'id'> }) {
  const { user } = useSession()
  return <PendingMark changes={useQueuedByTrip(user?.id)?.get(trip.id)} />
}
