import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noteServerDate } from '@/lib/server/server-clock'
import type { RestReader } from '@/lib/server/rest-reader'
import { OfflineDatabase } from '@/offline/store/database'
import { pullTrips, todayInBrazil } from '@/offline/trips/pull'
import type { TripRow } from '@/offline/trips/types'

// A phone whose date is wrong (a year ahead, as after its battery ran out) learns the server's day
// from the trips' own answer: it must ask again by that day, not keep the empty answer its own date
// got and drop the trips it holds (e2e/wrong-date.spec.ts shows it on screen).

const DAY_MS = 86_400_000
/** The phone's clock, fixed: 10:00 in Brasília. */
const PHONE_NOW = Date.UTC(2027, 11, 3, 13, 0)

let db: OfflineDatabase
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: PHONE_NOW })
  db = new OfflineDatabase(`viagens-relogio-${randomUUID()}`)
})
afterEach(async () => {
  noteServerDate(new Date().toUTCString())
  vi.useRealTimers()
  await db.delete()
})

const trip = (id: string, data: string) =>
  ({ id, data, status: 'aberta', user_id: 'motorista', paradas: [] }) as unknown as TripRow

/**
 * The server's open trips from a day on, answered with its own clock in the Date header (as
 * connection.ts hands every answer's to lib/server/server-clock.ts); records the days it was asked for.
 */
function serverAt(serverTime: number, rows: TripRow[]) {
  const asked: string[] = []
  const answer = (from: string) => {
    asked.push(from)
    noteServerDate(new Date(serverTime).toUTCString())
    return Promise.resolve({ data: rows.filter((r) => r.data >= from), error: null })
  }
  const reader = {
    from: () => ({
      select: () => ({
        in: () => ({ gte: (_column: string, from: string) => ({ order: () => ({ limit: () => answer(from) }) }) }),
      }),
    }),
  } as unknown as RestReader
  return { reader, asked }
}

describe("the open trips' pull by the server's day", () => {
  it('a phone a year ahead asks again by the server’s day, and keeps the trips it held', async () => {
    const serverTime = PHONE_NOW - 365 * DAY_MS
    const tomorrow = todayInBrazil(serverTime + DAY_MS)
    await db.viagens.put({ ...trip('kept', tomorrow), paradas: [], pending: false, cachedAt: 0 })
    const { reader, asked } = serverAt(serverTime, [trip('kept', tomorrow), trip('new', tomorrow)])

    expect(await pullTrips(reader, db, null)).toEqual({ ok: true, count: 2 })
    expect(asked).toEqual(['2027-12-03', '2026-12-03'])
    expect((await db.viagens.toArray()).map((t) => t.id).sort()).toEqual(['kept', 'new'])
  })

  it('a phone with the right date asks once', async () => {
    const { reader, asked } = serverAt(PHONE_NOW + 2_000, [trip('today', '2027-12-03'), trip('gone', '2027-12-02')])

    expect(await pullTrips(reader, db, null)).toEqual({ ok: true, count: 1 })
    expect(asked).toEqual(['2027-12-03'])
  })
})
