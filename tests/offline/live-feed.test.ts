import { afterEach, describe, expect, it, vi } from 'vitest'
import { followConversation, POLL_MS } from '@/offline/conversations/feed'
import { liveNeedsPull, livePulled, setLiveState } from '@/offline/engine/live-state'

// An open conversation polls only while Realtime does not carry the person's changes; the app's
// sync pulls what the socket carries only when it is down or back after a gap.

afterEach(() => {
  setLiveState('off')
  vi.useRealTimers()
})

describe('an open conversation', () => {
  it('reads once when it opens, then not at all while the socket is up; polls again when it drops', () => {
    vi.useFakeTimers()
    setLiveState('live')
    const refresh = vi.fn()
    const stop = followConversation(refresh)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(15_000)
    window.dispatchEvent(new Event('focus'))
    expect(refresh).toHaveBeenCalledTimes(1)
    setLiveState('off')
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(POLL_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    stop()
  })
})

describe('the pulls the socket makes needless', () => {
  it('are needed while off, and once after each subscription', () => {
    expect(liveNeedsPull()).toBe(true)
    setLiveState('live')
    expect(liveNeedsPull()).toBe(true)
    livePulled()
    expect(liveNeedsPull()).toBe(false)
    setLiveState('off')
    expect(liveNeedsPull()).toBe(true)
    livePulled()
    expect(liveNeedsPull()).toBe(true)
    setLiveState('live')
    expect(liveNeedsPull()).toBe(true)
  })
})
