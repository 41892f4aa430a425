import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAdSearch, type AdSearch } from '@/offline'
import { firstSearchPage, PAGE_SIZE } from '@/offline/ads/search-page'
import { offlineDb } from '@/offline/store/offline-db'
import { cachedAd } from '../support/ad'

// Frete Solidário draws a search's first page before the offline layer (Dexie) has loaded; the
// layer then takes that same answer and keeps its ads. One request for both on a weak signal.

const { cachedAt: _, ...MEL } = cachedAd({ id: 'a-mel', titulo: 'Mel silvestre puro' })
const TODOS: AdSearch = { termo: '', categoria: '', ordem: 'relevancia' }
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify([MEL]), { headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await offlineDb.anuncios.clear()
})

const searches = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/rpc/buscar_anuncios')).length
const titles = (ads: Array<{ titulo: string }> | undefined) => ads?.map((ad) => ad.titulo)

describe('a search’s first page, before and with the phone’s copy', () => {
  it('the first screen and the phone’s copy share one answer, and the phone keeps its ads', async () => {
    expect(titles(await firstSearchPage({ ...TODOS }))).toEqual(['Mel silvestre puro'])
    const { result } = renderHook(() => useAdSearch(TODOS))
    await waitFor(() => expect(titles(result.current.ads)).toEqual(['Mel silvestre puro']))
    expect(result.current.source).toBe('server')
    expect(searches()).toBe(1)
    expect((await offlineDb.anuncios.get('a-mel'))?.titulo).toBe('Mel silvestre puro')
  })

  it('asks for the first page and the next page the way the list always did', async () => {
    await firstSearchPage(TODOS)
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body))
    expect(body).toMatchObject({ ordem: 'relevancia', limite: PAGE_SIZE, deslocamento: 0 })
  })

  it('another search is not answered with it: the phone’s copy asks the server for its own', async () => {
    await firstSearchPage(TODOS)
    const { result } = renderHook(() => useAdSearch({ ...TODOS, termo: 'mel' }))
    await waitFor(() => expect(result.current.ads).toBeDefined())
    expect(searches()).toBe(2)
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toMatchObject({ termo: 'mel' })
  })

  it('an answer is taken once: the same search shown again asks the server again', async () => {
    await firstSearchPage(TODOS)
    const first = renderHook(() => useAdSearch(TODOS))
    await waitFor(() => expect(first.result.current.ads).toBeDefined())
    first.unmount()
    const again = renderHook(() => useAdSearch(TODOS))
    await waitFor(() => expect(again.result.current.ads).toBeDefined())
    expect(searches()).toBe(2)
  })

  it('a refusal is no answer: nothing drawn from it, and the phone’s copy asks again', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'PGRST301', message: 'JWT expired', details: null, hint: null }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(await firstSearchPage(TODOS)).toBeUndefined()
    const { result } = renderHook(() => useAdSearch(TODOS))
    await waitFor(() => expect(titles(result.current.ads)).toEqual(['Mel silvestre puro']))
    expect(searches()).toBe(2)
  })
})
