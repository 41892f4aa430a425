import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureRequest, fetchWithPrefetch, prefetchKey } from '@/lib/page-start/prefetch'
import { createPublicRest } from '@/lib/server/rest-reader'
import { publicAdsQuery, searchQuery } from '@/offline/ads/pull'

// A prerendered page's boot script asks for the page's data under the key of the exact request the
// app's public client makes (recorded at build time with captureRequest). The client takes that
// answer once, and asks the server itself for anything else.

afterEach(() => {
  delete window.__prefetch
  vi.unstubAllGlobals()
})

const rows = [{ id: 'a1', titulo: 'Mel silvestre' }]

describe('the prefetch handoff', () => {
  it.each([
    ['the newest ads (GET)', (reader: ReturnType<typeof createPublicRest>) => publicAdsQuery(reader)],
    [
      'the first page of the search (POST with a body)',
      (reader: ReturnType<typeof createPublicRest>) =>
        searchQuery(reader, { termo: '', categoria: '', ordem: 'relevancia', limite: 20, deslocamento: 0 }),
    ],
  ])('%s: the answer the boot script got is used once, then the server is asked', async (_, read) => {
    const request = await captureRequest((fetchImpl) => read(createPublicRest(fetchImpl)))
    const server = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', server)
    window.__prefetch = {
      [prefetchKey(request)]: Promise.resolve(
        new Response(JSON.stringify(rows), { headers: { 'Content-Type': 'application/json' } }),
      ),
    }
    const reader = createPublicRest(fetchWithPrefetch)
    expect((await read(reader)).data).toEqual(rows)
    expect(server).not.toHaveBeenCalled()
    expect((await read(reader)).data).toEqual([])
    expect(server).toHaveBeenCalledTimes(1)
  })

  it('a failed prefetch falls back to asking the server', async () => {
    const request = await captureRequest((fetchImpl) => publicAdsQuery(createPublicRest(fetchImpl)))
    const server = vi.fn(async () => new Response(JSON.stringify(rows), { headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', server)
    window.__prefetch = { [prefetchKey(request)]: Promise.reject(new TypeError('Failed to fetch')) }
    expect((await publicAdsQuery(createPublicRest(fetchWithPrefetch))).data).toEqual(rows)
    expect(server).toHaveBeenCalledTimes(1)
  })
})
