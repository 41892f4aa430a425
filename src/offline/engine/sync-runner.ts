import { BACKOFF_MAX_MS } from './backoff'
import { isConnected, onConnectionChange } from '@/lib/server/connection'
import type { SyncReport } from './sync-engine'

export interface SyncStatus {
  online: boolean
  syncing: boolean
  /** Changes waiting to be sent (including those waiting for backoff). */
  pending: number
  /** Changes the server refused, with the pt-BR reason, waiting for the person. */
  failed: Array<{ seq: number; kind: string; error: string }>
  /** Epoch ms of the last run that left nothing sendable behind. */
  lastSyncAt: number | null
  needsSignIn: boolean
}

export interface RunnerDeps {
  run: () => Promise<SyncReport>
  /** What the outbox holds now. */
  snapshot: () => Promise<Pick<SyncStatus, 'pending' | 'failed'> & { nextDueAt?: number | null }>
  /** Makes what waited with backoff for a connection due again (the connection returned). */
  onReconnect?: () => Promise<void>
  /** The connection state (lib/server/connection.ts: from real outcomes), visibility events. */
  env?: {
    isOnline: () => boolean
    isVisible: () => boolean
    on: (event: 'online' | 'offline' | 'visibilitychange', listener: () => void) => () => void
  }
  intervalMs?: number
  now?: () => number
}

const browserEnv: NonNullable<RunnerDeps['env']> = {
  isOnline: isConnected,
  isVisible: () => document.visibilityState === 'visible',
  on: (event, listener) => {
    if (event === 'visibilitychange') {
      document.addEventListener(event, listener)
      return () => document.removeEventListener(event, listener)
    }
    return onConnectionChange((online) => online === (event === 'online') && listener())
  },
}

/**
 * Decides when to sync — on start, when the connection returns, when the app becomes visible,
 * every `intervalMs` while visible, and when a screen asks — and keeps a status for the UI.
 * Triggers during a run are coalesced into one more run, never lost.
 */
export function createSyncRunner(deps: RunnerDeps) {
  const env = deps.env ?? browserEnv
  const now = deps.now ?? Date.now
  let status: SyncStatus = {
    online: env.isOnline(),
    syncing: false,
    pending: 0,
    failed: [],
    lastSyncAt: null,
    needsSignIn: false,
  }
  const listeners = new Set<(s: SyncStatus) => void>()
  let again = false
  let running: Promise<void> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const cleanups: Array<() => void> = [() => clearTimeout(retryTimer)]

  const publish = (patch: Partial<SyncStatus>) => {
    status = { ...status, ...patch }
    listeners.forEach((l) => l(status))
  }

  async function loop() {
    do {
      again = false
      const { nextDueAt: _due, ...before } = await deps.snapshot()
      publish({ syncing: true, ...before })
      const report = await deps.run().catch(() => null)
      const { nextDueAt, ...snapshot } = await deps.snapshot()
      // An item waiting for its backoff is retried when it is due, not only on the next tick.
      clearTimeout(retryTimer)
      // Bounded: a due time computed under a clock far off must neither wait for days nor pass
      // setTimeout's limit (~24.8 days), past which it fires at once, again and again.
      if (nextDueAt != null) {
        retryTimer = setTimeout(() => void trigger(), Math.min(Math.max(nextDueAt - now(), 250), BACKOFF_MAX_MS))
      }
      publish({
        syncing: false,
        ...snapshot,
        needsSignIn: report?.needsSignIn ?? status.needsSignIn,
        lastSyncAt: report && !report.busy && report.retrying === 0 && !report.needsSignIn ? now() : status.lastSyncAt,
      })
    } while (again && env.isOnline())
  }

  /** Syncs now (or right after the current run); offline it only refreshes the counts. */
  function trigger(): Promise<void> {
    if (!env.isOnline()) {
      return deps.snapshot().then(({ nextDueAt: _due, ...s }) => publish(s))
    }
    if (running) {
      again = true
      return running
    }
    running = loop().finally(() => {
      running = null
    })
    return running
  }

  return {
    getStatus: () => status,
    /** What the outbox holds, told to the screens without a run (another tab sent or recorded something). */
    refreshCounts: () =>
      deps
        .snapshot()
        .then(({ nextDueAt: _due, ...s }) => publish(s))
        .catch(() => undefined),
    subscribe(listener: (s: SyncStatus) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    trigger,
    start() {
      cleanups.push(
        env.on('online', () => {
          publish({ online: true })
          void (deps.onReconnect?.() ?? Promise.resolve()).catch(() => undefined).then(trigger)
        }),
        env.on('offline', () => publish({ online: false })),
        env.on('visibilitychange', () => env.isVisible() && void trigger()),
      )
      const timer = setInterval(() => env.isVisible() && void trigger(), deps.intervalMs ?? 60_000)
      cleanups.push(() => clearInterval(timer))
      return trigger()
    },
    stop() {
      cleanups.splice(0).forEach((c) => c())
    },
  }
}

/** Asks the browser not to evict the phone's data (queued photos included) under storage pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false
  if (await navigator.storage.persisted()) return true
  return navigator.storage.persist()
}
