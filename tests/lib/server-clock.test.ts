import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The server's clock as the phone learns it from answers' `Date` header: a phone with the wrong
// date asks for and keeps what the server's day says, also after a restart with no signal.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const answerDated = (date: Date) => date.toUTCString()

async function freshModules() {
  vi.resetModules()
  return {
    clock: await import('@/lib/server/server-clock'),
    trips: await import('@/offline/trips/pull'),
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('the server clock', () => {
  it("is the phone's until an answer says otherwise; then a phone a year ahead counts the server's day", async () => {
    const { clock, trips } = await freshModules()
    const server = new Date('2026-12-01T15:00:00Z')
    const phone = server.getTime() + YEAR_MS
    expect(clock.serverNow(phone)).toBe(phone)
    clock.noteServerDate(answerDated(server), phone)
    expect(Math.abs(clock.serverNow(phone) - server.getTime())).toBeLessThan(1000)
    vi.useFakeTimers({ now: phone, toFake: ['Date'] })
    expect(trips.todayInBrazil()).toBe('2026-12-01')
  })

  it('ignores the few seconds an answer takes to arrive', async () => {
    const { clock } = await freshModules()
    const phone = Date.parse('2026-12-01T15:00:03Z')
    clock.noteServerDate(answerDated(new Date('2026-12-01T15:00:00Z')), phone)
    expect(clock.serverNow(phone)).toBe(phone)
  })

  it('is kept for the next start with no signal', async () => {
    const first = await freshModules()
    const server = new Date('2026-12-01T15:00:00Z')
    first.clock.noteServerDate(answerDated(server), server.getTime() + YEAR_MS)
    const restarted = await freshModules()
    expect(Math.abs(restarted.clock.serverNow(server.getTime() + YEAR_MS) - server.getTime())).toBeLessThan(1000)
  })

  it("reads the backend's last answer, as connectedFetch keeps it", async () => {
    const { clock } = await freshModules()
    const { connectedFetch } = await import('@/lib/server/connection')
    const server = new Date('2026-12-01T15:00:00Z')
    vi.stubGlobal('fetch', async () => new Response('[]', { headers: { Date: server.toUTCString() } }))
    // The phone a year ahead when the answer comes.
    vi.useFakeTimers({ now: server.getTime() + YEAR_MS, toFake: ['Date'] })
    try {
      await connectedFetch('http://127.0.0.1:1/rest/v1/viagens')
    } finally {
      vi.unstubAllGlobals()
    }
    expect(Math.abs(clock.serverNow() - server.getTime())).toBeLessThan(2000)
  })

  it('an answer with no usable Date changes nothing', async () => {
    const { clock } = await freshModules()
    clock.noteServerDate('ontem', 1000)
    expect(clock.serverNow(1000)).toBe(1000)
  })
})
