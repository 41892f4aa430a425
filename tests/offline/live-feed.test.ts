import { afterEach, describe, expect, it, vi } from 'vitest'
import { followConversation, LONGEST_POLL_MS, POLL_MS } from '@/offline/conversations/feed'
import { setLiveState } from '@/offline/engine/live-state'

// An open conversation polls only while Realtime does not carry the person's changes, less often
// while nothing arrives.

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
    vi.advanceTimersByTime(60_000)
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('with the socket down, asks less often while nothing arrives, and every 4 s again once something does', () => {
    vi.useFakeTimers()
    let news = false
    const times: number[] = []
    const start = Date.now()
    // The first read, as the screen's, brings the conversation.
    const stop = followConversation(() => {
      times.push(Date.now() - start)
      return times.length === 1 || news
    })
    vi.advanceTimersByTime(4_000 + 8_000 + 16_000 + 32_000 + 60_000 + 60_000)
    expect(times).toEqual([0, 4_000, 12_000, 28_000, 60_000, 120_000, 180_000])
    news = true
    vi.advanceTimersByTime(LONGEST_POLL_MS + POLL_MS)
    expect(times.slice(7)).toEqual([240_000, 244_000])
    // Back to the front: at once, and from the shortest wait.
    news = false
    window.dispatchEvent(new Event('focus'))
    expect(times).toHaveLength(10)
    stop()
  })
})
