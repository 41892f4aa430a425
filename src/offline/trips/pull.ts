import { serverNow } from '@/lib/server-clock'
import type { RestReader } from '@/lib/rest-reader'
import {
  PUBLIC_TRIP_STATUSES,
  RESERVATION_COLUMNS,
  RESERVATION_STATUSES,
  TRIP_COLUMNS,
  type CachedReservation,
  type TripRow,
} from './types'
import { type OfflineDatabase } from '../store/database'
import { toCachedTrip, tripQuery } from './trip-answer'
import type { PullResult } from '../engine/pull-result'

// Refreshing the phone's trips: the open ones from today on (what anyone may browse offline), the
// person's own and those they reserved on, with the reservations they may see (their own and the
// ones made on their trips — the database shows nobody else's).

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

/** The open trips (and, signed in, the person's trips and reservations); what left the server leaves the phone. */
export async function pullTrips(
  reader: RestReader,
  db: OfflineDatabase,
  userId: string | null,
  now = serverNow(),
): Promise<PullResult> {
  const today = todayInBrazil(now)
  const open = await reader
    .from('viagens')
    .select(TRIP_COLUMNS)
    .in('status', [...PUBLIC_TRIP_STATUSES])
    .gte('data', today)
    .order('data')
    .limit(OPEN_TRIPS_LIMIT)
  if (open.error || !open.data) return { ok: false }
  let rows: TripRow[] = open.data
  let reservations: CachedReservation[] = []
  if (userId) {
    const theirs = await reader.from('reservas').select(RESERVATION_COLUMNS).order('created_at', { ascending: false })
    if (theirs.error || !theirs.data) return { ok: false }
    reservations = theirs.data.flatMap((row) => toCachedReservation(row) ?? [])
    const reserved = [...new Set(reservations.map((r) => r.viagem_id))]
    const mine = await reader
      .from('viagens')
      .select(TRIP_COLUMNS)
      .or(`user_id.eq.${userId}${reserved.length ? `,id.in.(${reserved.join(',')})` : ''}`)
    if (mine.error || !mine.data) return { ok: false }
    rows = [...rows, ...mine.data]
  }
  const trips = rows.flatMap((row) => toCachedTrip(row, now) ?? [])
  const onServer = new Set(trips.map((t) => t.id))
  await db.transaction('rw', db.viagens, db.reservas, db.meta, async () => {
    const gone = (await db.viagens.toArray()).filter((t) => !t.pending && !onServer.has(t.id))
    await db.viagens.bulkDelete(gone.map((t) => t.id))
    await db.viagens.bulkPut(trips)
    if (userId) {
      const kept = new Set(reservations.map((r) => r.id))
      const goneReservations = (await db.reservas.toArray()).filter((r) => !r.pending && !kept.has(r.id))
      await db.reservas.bulkDelete(goneReservations.map((r) => r.id))
      await db.reservas.bulkPut(reservations)
    } else {
      await db.reservas.filter((r) => !r.pending).delete()
    }
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
