import { serverNow } from '@/lib/server/server-clock'
import type { RestReader } from '@/lib/server/rest-reader'
import { PUBLIC_TRIP_STATUSES, RESERVATION_STATUSES, TRIP_COLUMNS, type CachedReservation, type TripRow } from './types'
import { type OfflineDatabase } from '../store/database'
import { toCachedTrip, tripQuery } from './trip-answer'
import type { PullResult } from '../engine/pull-result'

// Refreshing the phone's trips: the open ones from today on (what anyone may browse offline). The
// person's own and those they reserved on, with the reservations they may see (their own and the
// ones made on their trips — the database shows nobody else's), come by what changed
// (../person-changes.ts) and are stored by `storeReservations` and `toCachedTrip`.

/** When the trips were last received (meta key). */
export const TRIPS_PULLED = 'pull:viagens'

/**
 * Brasília time (America/Sao_Paulo, which the database counts trip days in) is UTC−3 all year since
 * summer time ended in 2019. Written as an offset: asking Intl for that time zone cost a slow phone
 * ~75 ms the first time, and every call made a new formatter. tests/offline/trips-today.test.ts
 * compares it with Intl's time zone data, so a return of summer time would fail it.
 */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000

/** Today where the producers are ("2026-11-25"), as the database counts trip days (by the server's clock). */
export function todayInBrazil(now = serverNow()): string {
  return new Date(now - BRASILIA_OFFSET_MS).toISOString().slice(0, 10)
}

const OPEN_TRIPS_LIMIT = 200

function toCachedReservation(row: CachedReservation): CachedReservation | null {
  if (!RESERVATION_STATUSES.includes(row.status)) return null
  return { ...row, pending: false }
}

/** Keeps reservations as the server sent them (Realtime's, on a trip of the person or their own). */
export async function storeReservations(db: OfflineDatabase, rows: CachedReservation[]): Promise<void> {
  await db.reservas.bulkPut(rows.flatMap((row) => toCachedReservation(row) ?? []))
}

const openTripsFrom = (reader: RestReader, today: string) =>
  reader
    .from('viagens')
    .select(TRIP_COLUMNS)
    .in('status', [...PUBLIC_TRIP_STATUSES])
    .gte('data', today)
    .order('data')
    .limit(OPEN_TRIPS_LIMIT)

/**
 * The open trips from today on; what left that list leaves the phone — except the person's own
 * trips and those they reserved on, which come with the person's refresh (../person-changes.ts).
 * With nobody signed in, no reservation stays but one still waiting to be sent.
 */
export async function pullTrips(
  reader: RestReader,
  db: OfflineDatabase,
  userId: string | null,
  at?: number,
): Promise<PullResult> {
  let now = at ?? serverNow()
  let open = await openTripsFrom(reader, todayInBrazil(now))
  // By the phone's clock until an answer said otherwise: this one's Date header may have put a wrong
  // date right (a phone a year ahead asked for no trip, and would drop the ones it keeps).
  const checked = at ?? serverNow()
  if (todayInBrazil(checked) !== todayInBrazil(now)) {
    now = checked
    open = await openTripsFrom(reader, todayInBrazil(now))
  }
  if (open.error || !open.data) return { ok: false }
  const trips = open.data.flatMap((row: TripRow) => toCachedTrip(row, now) ?? [])
  const onServer = new Set(trips.map((t) => t.id))
  await db.transaction('rw', db.viagens, db.reservas, db.meta, async () => {
    const reserved = new Set(userId ? (await db.reservas.where('user_id').equals(userId).toArray()).map((r) => r.viagem_id) : [])
    const theirs = (t: { id: string; user_id: string }) => userId !== null && (t.user_id === userId || reserved.has(t.id))
    const gone = (await db.viagens.toArray()).filter((t) => !t.pending && !onServer.has(t.id) && !theirs(t))
    await db.viagens.bulkDelete(gone.map((t) => t.id))
    await db.viagens.bulkPut(trips)
    if (!userId) await db.reservas.filter((r) => !r.pending).delete()
    await db.meta.put({ key: TRIPS_PULLED, value: now })
  })
  return { ok: true, count: trips.length }
}

export { tripQuery } from './trip-answer'

/** One trip (its page); if the server no longer shows it to this person, it leaves the phone. */
export async function pullTrip(reader: RestReader, db: OfflineDatabase, id: string, now = Date.now()): Promise<PullResult> {
  const { data, error } = await tripQuery(reader, id)
  if (error) return { ok: false }
  return keepTrip(db, id, data, now)
}

/** One trip as the server answered (null: this person may not see it, and it leaves the phone unless pending here). */
export async function keepTrip(db: OfflineDatabase, id: string, data: TripRow | null, now = Date.now()): Promise<PullResult> {
  if (!data) {
    const cached = await db.viagens.get(id)
    if (cached && !cached.pending) await db.viagens.delete(id)
    return { ok: true, count: 0 }
  }
  const trip = toCachedTrip(data, now)
  if (trip) await db.viagens.put(trip)
  return { ok: true, count: 1 }
}
