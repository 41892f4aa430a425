import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { loadedAfterAttach } from '@/lib/after-attach'

// A screen's part whose code (the phone's copy) loads once the app has attached.

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
})
