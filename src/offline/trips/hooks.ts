import { serverNow } from '@/lib/server/server-clock'
import { useLiveQuery } from '../engine/live-query'
import { useEffect, useState } from 'react'
import { isConnected, withinScreenDeadline } from '@/lib/server/connection'
import { publicRest, readerForCaller, type RestReader } from '@/lib/server/rest-reader'
import { signedInUserId } from '@/lib/server/signed-in-user'
import { loadSupabase } from '@/lib/server/load-supabase'
import { hasStoredSession } from '@/lib/server/stored-session'
import { offlineDb as db } from '../store/offline-db'
import { useLookup } from '../engine/use-lookup'
import type { CachedReservation, CachedTrip } from './types'
import { queuedBy, type QueuedChange } from '../engine/queued-by'
import { keepTrip, pullTrip, pullTrips, todayInBrazil, TRIPS_PULLED } from './pull'
import { takeFirstTrip } from './trip-answer'
import { nearestStop, nearStopsFromServer, type NearPoint, type NearStop } from './near'
import { compareIso } from '@/lib/formats/order'

// The trips as the screens read them: live queries over the phone's copy, refreshed from the
// server when a screen opens (and by the sync for a signed-in person).

const FRESH_MS = 30_000
let refreshing: Promise<unknown> | null = null

/** Refreshes the phone's trips, at most once per FRESH_MS and one refresh at a time. */
export function refreshTrips(at?: number): Promise<unknown> {
  refreshing ??= (async () => {
    const last = (await db.meta.get(TRIPS_PULLED))?.value
    if (!isConnected() || (typeof last === 'number' && (at ?? serverNow()) - last < FRESH_MS)) return
    const reader = await readerForCaller()
    const userId = hasStoredSession() ? await signedInUserId(await loadSupabase()) : null
    await pullTrips(reader, db, userId, at)
  })()
    .catch(() => undefined)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

export interface TripFilter {
  origemUf?: string
  destinoUf?: string
  /** yyyy-mm-dd: trips on or after this day (today when not given). */
  desde?: string
  /** "Perto de mim": only trips with a stop within the radius, nearest first. */
  perto?: NearPoint
}

/** A trip in the open list, with its stop nearest to the person when a place was given. */
export type OpenTrip = CachedTrip & { perto?: NearStop }

const byDate = (a: CachedTrip, b: CachedTrip) => compareIso(`${a.data} ${a.hora}`, `${b.data} ${b.hora}`)

/**
 * The trips anyone may join, soonest first. Undefined until the phone has trips to show or the
 * server has answered once (a first visit waits instead of saying there are none).
 */
export function useOpenTrips(filter: TripFilter): { trips: OpenTrip[] | undefined; source: 'server' | 'cache' } {
  const [tried, setTried] = useState(false)
  useEffect(() => {
    void refreshTrips().finally(() => setTried(true))
  }, [])
  const pulled = useLiveQuery(async () => (await db.meta.get(TRIPS_PULLED)) !== undefined, [])
  const { origemUf, destinoUf, desde, perto } = filter
  const nearKey = perto ? `${perto.latitude},${perto.longitude},${perto.km}` : ''
  // With a place: the server's nearest stops (null when it could not answer: the phone measures).
  const [fromServer, setFromServer] = useState<{ key: string; stops: Map<string, NearStop> | null } | null>(null)
  useEffect(() => {
    if (!perto) return
    let current = true
    const ask = withinScreenDeadline(() => readerForCaller().then((reader) => nearStopsFromServer(reader, perto)), null)
    void ask.catch(() => null).then((stops) => current && setFromServer({ key: nearKey, stops }))
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the place is identified by nearKey
  }, [nearKey])
  const answered = !perto || fromServer?.key === nearKey
  const serverStops = answered ? fromServer?.stops : undefined
  const trips = useLiveQuery(async () => {
    if (!answered) return undefined
    const from = desde ?? todayInBrazil()
    const all = await db.viagens.where('data').aboveOrEqual(from).toArray()
    const open: OpenTrip[] = all
      .filter((t) => (t.status === 'aberta' || t.status === 'lotada') && (!origemUf || t.origem_uf === origemUf))
      .filter((t) => !destinoUf || t.paradas.slice(1).some((p) => p.uf === destinoUf))
      .sort(byDate)
    if (!perto) return open
    return open
      .flatMap((t) => {
        const stop = serverStops ? serverStops.get(t.id) : nearestStop(t, perto)
        return stop ? [{ ...t, perto: stop }] : []
      })
      .sort((a, b) => a.perto!.km - b.perto!.km || byDate(a, b))
  }, [origemUf, destinoUf, desde, answered, serverStops])
  const source = perto && answered && !serverStops ? 'cache' : 'server'
  if (trips === undefined || pulled === undefined) return { trips: undefined, source }
  return { trips: trips.length > 0 || pulled || tried ? trips : undefined, source }
}

/** Open trips leaving from a city in the next `days` days (the ad page's "Frete solidário saindo de …"). */
export function useTripsLeavingFrom(cidade: string, uf: string, days = 14) {
  useEffect(() => {
    void refreshTrips()
  }, [])
  return useLiveQuery(async () => {
    const today = todayInBrazil()
    const until = todayInBrazil(Date.now() + days * 86_400_000)
    const all = await db.viagens.where('data').between(today, until, true, true).toArray()
    return all
      .filter(
        (t) => t.status === 'aberta' && t.origem_uf === uf && (t.origem_cidade ?? '').toLowerCase() === cidade.toLowerCase(),
      )
      .sort(byDate)
  }, [cidade, uf, days])
}

export type TripLookup = { state: 'loading' } | { state: 'found'; trip: CachedTrip } | { state: 'notFound' }

/** One trip (its page): from the phone at once, refreshed from the server; "not found" only once it has answered. */
export function useTrip(id: string): TripLookup {
  const lookup = useLookup(
    id,
    () => Promise.all([readerForCaller().then((reader) => pullTripOrTakeDrawn(reader, id)), refreshTrips()]),
    () => db.viagens.get(id),
  )
  return lookup.state === 'found' ? { state: 'found', trip: lookup.value } : lookup
}

/** The trip from the server, or the answer the page's first screen drew (trip-answer.ts) when it has one. */
async function pullTripOrTakeDrawn(reader: RestReader, id: string) {
  const drawn = reader === publicRest ? await takeFirstTrip(id) : undefined
  return drawn !== undefined ? keepTrip(db, id, drawn) : pullTrip(reader, db, id)
}

/** The reservations of a trip the person may see (theirs, or all of them on their own trip). */
export function useTripReservations(viagemId: string): CachedReservation[] | undefined {
  return useLiveQuery(() => db.reservas.where('viagem_id').equals(viagemId).sortBy('created_at'), [viagemId])
}

/** "Minhas viagens": the trips the person offered, and their reservations with the trip of each. */
export function useMyTrips(userId: string | undefined) {
  useEffect(() => {
    void refreshTrips()
  }, [])
  return useLiveQuery(async () => {
    if (!userId) return { offered: [], reserved: [], waiting: new Map<string, CachedReservation[]>() }
    const offered = (await db.viagens.where('user_id').equals(userId).toArray()).sort(byDate)
    const mine = await db.reservas.where('user_id').equals(userId).reverse().sortBy('created_at')
    const trips = await db.viagens.bulkGet(mine.map((r) => r.viagem_id))
    const reserved = mine.map((reservation, i) => ({ reservation, trip: trips[i] }))
    // Requests on the person's trips still waiting for an answer, per trip, oldest first.
    const waiting = new Map<string, CachedReservation[]>()
    const requests = await db.reservas
      .where('viagem_id')
      .anyOf(offered.map((t) => t.id))
      .sortBy('created_at')
    for (const r of requests) {
      if (r.status === 'pendente' && r.user_id !== userId) waiting.set(r.viagem_id, [...(waiting.get(r.viagem_id) ?? []), r])
    }
    return { offered, reserved, waiting }
  }, [userId])
}

/** What is still queued per trip for one account: the pending and refused marks. */
export function useQueuedByTrip(ownerId: string | undefined) {
  return useLiveQuery(() => (ownerId ? queuedBy(db, ownerId, 'viagem') : new Map<string, QueuedChange[]>()), [ownerId])
}

export interface SplitShare {
  user_id: string
  user_name: string | null
  kg: number
  parte: number
  dono: boolean
}

/**
 * The trip's split for someone on it (owner or accepted reserver), from the server and kept on
 * the phone for offline reading; undefined while unknown, empty for anyone else. Asked again when
 * the trip's reserved kg change (an acceptance or a cancellation reached the phone).
 */
export function useTripSplit(trip: Pick<CachedTrip, 'id' | 'kg_reservados'>, onTrip: boolean): SplitShare[] | undefined {
  const viagemId = trip.id
  const key = `divisao:${viagemId}`
  useEffect(() => {
    if (!onTrip || !isConnected()) return
    void loadSupabase()
      .then((supabase) => supabase.rpc('divisao_da_viagem', { viagem: viagemId }))
      .then(({ data, error }) => (!error && data ? db.meta.put({ key, value: data }) : undefined))
      .catch(() => undefined)
  }, [key, viagemId, onTrip, trip.kg_reservados])
  const stored = useLiveQuery(async () => (await db.meta.get(key))?.value as SplitShare[] | undefined, [key])
  return onTrip ? stored : []
}

/** The owner's phone, for the owner and an accepted reserver (kept on the phone once received). */
export function useTripContact(viagemId: string, allowed: boolean): string | null | undefined {
  const key = `contato-viagem:${viagemId}`
  useEffect(() => {
    if (!allowed || !isConnected()) return
    void loadSupabase()
      .then((supabase) => supabase.rpc('contato_da_viagem', { viagem: viagemId }))
      .then(({ data, error }) => (!error ? db.meta.put({ key, value: data ?? null }) : undefined))
      .catch(() => undefined)
  }, [key, viagemId, allowed])
  const stored = useLiveQuery(async () => (await db.meta.get(key))?.value as string | null | undefined, [key])
  return allowed ? stored : null
}
