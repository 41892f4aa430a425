import { describe, expect, it, vi } from 'vitest'
import { createRefreshLead } from '@/offline/engine/refresh-lead'

// One tab refreshes the phone's copy for all: the one holding the lock; the next takes over when it
// closes; a tab that sent changes asks the leader over a channel.

/** Web Locks as the browser grants an exclusive lock: one holder, the others queued in order. */
function fakeLocks() {
  const queue: Array<() => Promise<unknown>> = []
  let held = false
  const next = () => {
    const grant = queue.shift()
    if (!grant) return
    held = true
    void grant()
  }
  return {
    request: (_name: string, callback: () => Promise<unknown>) => {
      queue.push(callback)
      if (!held) next()
      return new Promise(() => undefined)
    },
    /** The holding tab closed: the browser lets its lock go. */
    release() {
      held = false
      next()
    },
  } as unknown as LockManager & { release(): void }
}

function fakeChannels() {
  const tabs: Array<(event: MessageEvent) => void> = []
  return () => {
    let mine: ((event: MessageEvent) => void) | undefined
    return {
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => {
        mine = listener
        tabs.push(listener)
      },
      // A BroadcastChannel reaches every other tab, not the sender.
      postMessage: (data: unknown) =>
        tabs.filter((tab) => tab !== mine).forEach((tab) => tab(new MessageEvent('message', { data }))),
    } as unknown as BroadcastChannel
  }
}

describe('one tab refreshes for all', () => {
  it('the first tab leads; the others do not until it closes; a tab that sent asks the leader', async () => {
    const locks = fakeLocks()
    const channel = fakeChannels()
    const asked = [vi.fn(), vi.fn(), vi.fn()]
    const tabs = asked.map((onAsked) => createRefreshLead(onAsked, { locks, channel }))
    await Promise.resolve()
    expect(tabs.map((tab) => tab.leads())).toEqual([true, false, false])
    expect(asked.map((f) => f.mock.calls.length)).toEqual([1, 0, 0])

    tabs[2].askLeader()
    expect(asked.map((f) => f.mock.calls.length)).toEqual([2, 0, 0])

    locks.release()
    await Promise.resolve()
    expect(tabs[1].leads()).toBe(true)
    expect(asked[1]).toHaveBeenCalledTimes(1)
  })

  it('without Web Locks every tab refreshes, as before', () => {
    expect(createRefreshLead(() => undefined, { locks: undefined, channel: () => null }).leads()).toBe(true)
  })
})
