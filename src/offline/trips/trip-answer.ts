import { keptUntilTaken } from '@/lib/page-start/kept-until-taken'
import { publicRest, type RestReader } from '@/lib/server/rest-reader'
import { TRIP_COLUMNS, TRIP_STATUSES, type CachedTrip, type Parada, type TripRow } from './types'

// One trip as the server answers a visitor, without the phone's database: a trip's page draws it
// while the offline layer (Dexie) loads after the page has started, and that layer then keeps the
// very same answer (hooks.ts, useTrip) rather than asking twice. On a prerendered page it is the
// boot script's answer (lib/page-start/prefetch.ts).

/** One trip by its id (the prerender captures it for the trip page's boot script). */
export const tripQuery = (reader: RestReader, id: string) =>
  reader.from('viagens').select(TRIP_COLUMNS).eq('id', id).maybeSingle()

/** A trip as the phone keeps it (null: a status this version of the app does not know). */
export function toCachedTrip(row: TripRow, now: number): CachedTrip | null {
  if (!TRIP_STATUSES.includes(row.status)) return null
  return { ...row, paradas: row.paradas as Parada[], pending: false, cachedAt: now }
}

/** The server's answer: the trip, null when a visitor may not see it, undefined with no answer (no signal, an error). */
export type TripAnswer = TripRow | null | undefined

const firstTrips = keptUntilTaken(
  (id: string) => id,
  (id: string) =>
    Promise.resolve(tripQuery(publicRest, id)).then(
      ({ data, error }): TripAnswer => (error ? undefined : data),
      () => undefined,
    ),
)

/** A trip as the server answers a visitor, asked once until the phone's copy takes it. */
export const firstTrip = firstTrips.first

/** The answer firstTrip got for this trip, once: later asks go to the server again. */
export const takeFirstTrip = firstTrips.take

/** As on a page just opened: nothing asked yet (each test starts so). */
export const forgetFirstTrips = firstTrips.forget
