import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, lastNewestPublicAds, newestPublicAds } from '@/offline/ads/newest-ads'
import { refreshPublicAds } from '@/offline/ads/public-ads'
import { OfflineDatabase } from '@/offline/store/database'
import { cachedAd } from '../support/ad'

// The home draws the server's newest ads before the offline layer (Dexie) has loaded; the layer then
// saves that same answer. One request for both on a weak signal, and a lost one is asked again.

const { cachedAt: _, ...MEL } = cachedAd({ id: 'a-mel', titulo: 'Mel silvestre puro' })
let db: OfflineDatabase
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  db = new OfflineDatabase(`newest-${randomUUID()}`)
  fetchMock = vi.fn(async () => new Response(JSON.stringify([MEL]), { headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await db.delete()
})

const adsRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/rest/v1/anuncios')).length

describe('the newest public ads, before and with the phone’s copy', () => {
  it('the first screen and the phone’s copy share one answer', async () => {
    expect((await newestPublicAds())?.map((ad) => ad.titulo)).toEqual(['Mel silvestre puro'])
    expect(await refreshPublicAds(db)).toEqual({ ok: true, count: 1 })
    expect((await db.anuncios.get('a-mel'))?.titulo).toBe('Mel silvestre puro')
    expect(adsRequests()).toBe(1)
    expect(lastNewestPublicAds()?.map((ad) => ad.id)).toEqual(['a-mel'])
  })

  it('asks again when the clock went back since the last answer (a wrong date put right)', async () => {
    const now = Date.now()
    expect(await refreshPublicAds(db, now + 365 * 24 * 3600 * 1000)).toEqual({ ok: true, count: 1 })
    expect(await refreshPublicAds(db, now)).toEqual({ ok: true, count: 1 })
    expect(adsRequests()).toBe(2)
  })

  it('asks again once the answer is older than FRESH_MS', async () => {
    const now = Date.now()
    await newestPublicAds(now)
    await newestPublicAds(now + FRESH_MS - 1)
    expect(adsRequests()).toBe(1)
    await newestPublicAds(now + FRESH_MS)
    expect(adsRequests()).toBe(2)
  })

  it('a request lost to the network is not kept: the next ask tries again, and the phone’s copy is untouched', async () => {
    // PostgREST's client tries a lost GET again a few times, seconds apart: all of them fail here.
    const online = fetchMock.getMockImplementation()!
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    vi.useFakeTimers()
    const lost = newestPublicAds()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await lost).toBeUndefined()
    vi.useRealTimers()
    const tries = adsRequests()
    fetchMock.mockImplementation(online)
    expect(await refreshPublicAds(db)).toEqual({ ok: true, count: 1 })
    expect(adsRequests()).toBe(tries + 1)
  })

  it('a refusal is no answer: nothing saved', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'PGRST301', message: 'JWT expired', details: null, hint: null }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(await refreshPublicAds(db)).toEqual({ ok: false })
    expect(await db.anuncios.count()).toBe(0)
  })
})
