import { fireEvent, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadedAfterAttach } from '@/lib/page-start/after-attach'
import { loadPartsNow } from '@/lib/page-start/parts-needed'
import { config } from '@/lib/server/config'
import { deferIdleWork } from '@/lib/page-start/idle'

// A screen's part whose code (the phone's copy) loads once the app has attached.

afterEach(() => {
  vi.useRealTimers()
  deferIdleWork(0)
  vi.restoreAllMocks()
})

/**
 * A visitor's part in the page's first seconds: asked for, not loaded yet — the page's clock is
 * moved through 59 of its 60 quiet seconds (not waited on), and the part's code was not asked for.
 * The clock is real again afterwards; the part's idle wait stays on the stopped one.
 */
async function partWaitingForIdle() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  deferIdleWork(60_000)
  const load = vi.fn(async () => 'code')
  const code = loadedAfterAttach(load)
  const part = renderHook(() => code.useLoaded())
  await vi.advanceTimersByTimeAsync(59_000)
  expect(load).not.toHaveBeenCalled()
  vi.useRealTimers()
  return { load, part }
}

describe('code loaded after the app has attached', () => {
  it('is asked for once, and a later screen finds it loaded at once', async () => {
    const load = vi.fn(async () => ({ part: 'PhoneSearch' }))
    const code = loadedAfterAttach(load)
    const first = renderHook(() => code.useLoaded())
    expect(first.result.current).toBe(false)
    await waitFor(() => expect(first.result.current).toBe(true))
    const later = renderHook(() => code.useLoaded())
    expect(later.result.current).toBe(true)
    expect(await code.get()).toEqual({ part: 'PhoneSearch' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed load is not kept: the next ask tries again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('code')
    const code = loadedAfterAttach(load)
    const failed = renderHook(() => code.useLoaded())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(failed.result.current).toBe(false)
    const again = renderHook(() => code.useLoaded())
    await waitFor(() => expect(again.result.current).toBe(true))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("on a visitor's page it loads once the page's first seconds are over and the browser is idle", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    deferIdleWork(60_000)
    const load = vi.fn(async () => 'code')
    const code = loadedAfterAttach(load)
    renderHook(() => code.useLoaded())
    await vi.advanceTimersByTimeAsync(59_000)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("on a visitor's page it waits for the page's first seconds, unless the person touches the page", async () => {
    const { load, part } = await partWaitingForIdle()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(part.result.current).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("a signed-in person's page loads it at once: their own things are in the phone's copy", async () => {
    deferIdleWork(60_000)
    localStorage.setItem(config.authStorageKey, JSON.stringify({ access_token: 't', user: { id: 'pessoa' } }))
    const load = vi.fn(async () => 'code')
    const code = loadedAfterAttach(load)
    const part = renderHook(() => code.useLoaded())
    await waitFor(() => expect(part.result.current).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads it at once when the server has nothing for the page to draw (no signal): the phone's copy is all there is", async () => {
    const { part } = await partWaitingForIdle()
    loadPartsNow()
    await waitFor(() => expect(part.result.current).toBe(true))
    // A part that starts later on the same page does not wait either.
    const other = loadedAfterAttach(async () => 'other code')
    const later = renderHook(() => other.useLoaded())
    await waitFor(() => expect(later.result.current).toBe(true))
  })

  it('loads it at once when the browser knows it is offline', async () => {
    deferIdleWork(60_000)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const code = loadedAfterAttach(async () => 'code')
    const part = renderHook(() => code.useLoaded())
    await waitFor(() => expect(part.result.current).toBe(true))
  })
})
