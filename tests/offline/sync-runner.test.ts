import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SyncReport } from '@/offline/engine/sync-engine'
import { createSyncRunner } from '@/offline/engine/sync-runner'

const report = (r: Partial<SyncReport> = {}): SyncReport => ({
  sent: 0,
  retrying: 0,
  rejected: 0,
  needsSignIn: false,
  busy: false,
  ...r,
})

function fakeEnv(online = true) {
  const handlers = new Map<string, Array<() => void>>()
  const env = {
    online,
    visible: true,
    isOnline: () => env.online,
    isVisible: () => env.visible,
    on: (event: string, listener: () => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), listener])
      return () =>
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((l) => l !== listener),
        )
    },
    fire: (event: string) => (handlers.get(event) ?? []).forEach((l) => l()),
  }
  return env
}

afterEach(() => vi.useRealTimers())

describe('sync runner', () => {
  it('syncs on start and when the connection returns; offline it only counts', async () => {
    const env = fakeEnv(false)
    const run = vi.fn(async () => report({ sent: 1 }))
    let pending = 2
    const runner = createSyncRunner({ run, snapshot: async () => ({ pending, failed: [] }), env, now: () => 42 })
    await runner.start()
    expect(run).not.toHaveBeenCalled()
    expect(runner.getStatus()).toMatchObject({ online: false, pending: 2, syncing: false })

    env.online = true
    pending = 0
    env.fire('online')
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect(runner.getStatus()).toMatchObject({ online: true, pending: 0, lastSyncAt: 42 }))
    runner.stop()
  })

  it('coalesces triggers during a run into one more run', async () => {
    const env = fakeEnv()
    let release: () => void = () => {}
    const run = vi.fn(() => new Promise<SyncReport>((r) => (release = () => r(report()))))
    const runner = createSyncRunner({ run, snapshot: async () => ({ pending: 0, failed: [] }), env })
    const first = runner.trigger()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    void runner.trigger()
    void runner.trigger()
    release()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2))
    release()
    await first
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('tells the UI about refused items and a lost session; lastSyncAt only after a clean run', async () => {
    const env = fakeEnv()
    const failed = [{ seq: 3, kind: 'comentar', error: 'Sem permissão para esta alteração (sua conta pode estar inativa).' }]
    const seen: boolean[] = []
    const runner = createSyncRunner({
      run: async () => report({ needsSignIn: true }),
      snapshot: async () => ({ pending: 1, failed }),
      env,
    })
    runner.subscribe((s) => seen.push(s.syncing))
    await runner.trigger()
    expect(runner.getStatus()).toMatchObject({ needsSignIn: true, pending: 1, failed, lastSyncAt: null })
    expect(seen).toEqual([true, false])
  })

  it('syncs periodically while visible, not while hidden', async () => {
    vi.useFakeTimers()
    const env = fakeEnv()
    const run = vi.fn(async () => report())
    const runner = createSyncRunner({ run, snapshot: async () => ({ pending: 0, failed: [] }), env, intervalMs: 1000 })
    await runner.start()
    await vi.advanceTimersByTimeAsync(3000)
    const whileVisible = run.mock.calls.length
    expect(whileVisible).toBeGreaterThanOrEqual(3)
    env.visible = false
    await vi.advanceTimersByTimeAsync(3000)
    expect(run.mock.calls.length).toBe(whileVisible)
    runner.stop()
  })

  it('an item waiting for its backoff is retried when it is due, without waiting for the next tick', async () => {
    vi.useFakeTimers()
    const env = fakeEnv()
    let waiting = true
    const run = vi.fn(async () => report({ retrying: waiting ? 1 : 0 }))
    const snapshot = async () => ({ pending: waiting ? 1 : 0, failed: [], nextDueAt: waiting ? Date.now() + 2000 : null })
    const runner = createSyncRunner({ run, snapshot, env, intervalMs: 60_000 })
    await runner.trigger()
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1500)
    expect(run).toHaveBeenCalledTimes(1)
    waiting = false
    await vi.advanceTimersByTimeAsync(600)
    expect(run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run).toHaveBeenCalledTimes(2)
    runner.stop()
  })

  it('a due time under a clock far off (a year away, past the 24.8 days of setTimeout) waits at most the longest backoff, and does not fire at once', async () => {
    vi.useFakeTimers()
    const run = vi.fn(async () => report({ retrying: 1 }))
    const snapshot = async () => ({ pending: 1, failed: [], nextDueAt: Date.now() + 365 * 24 * 3600 * 1000 })
    const runner = createSyncRunner({ run, snapshot, env: fakeEnv(), intervalMs: 24 * 3600 * 1000 })
    await runner.trigger()
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(run).toHaveBeenCalledTimes(2)
    runner.stop()
  })
})
