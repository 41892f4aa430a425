import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import WebSocket from 'ws'
import { BACKOFF_MAX_MS } from '../../src/offline/engine/backoff'
import { OfflineDatabase } from '../../src/offline/store/database'
import { createSender } from '../../src/offline/registry'
import type { SenderOptions } from '../../src/offline/engine/sender-options'
import { outboxLedger } from '../../src/offline/engine/file-ledger'
import { browserLock, runSync, type SyncReport } from '../../src/offline/engine/sync-engine'
import { faultyFetch, type FaultPlan } from '../../local-supabase/testing/faulty-fetch'
import type { TestBackend } from './helpers'

// A phone running the app's offline layer against the local server, with faults injected between
// the two; the geocoder knows Serra and Vitória.

const PLACES: Record<string, { latitude: number; longitude: number }> = {
  Serra: { latitude: -20.1211, longitude: -40.3074 },
  Vitória: { latitude: -20.3155, longitude: -40.3128 },
}

export interface Phone {
  db: OfflineDatabase
  supabase: SupabaseClient
  userId: string
  plan: FaultPlan
  sync: (lock?: ReturnType<typeof browserLock>) => Promise<SyncReport>
  /** Ages the stored session as if the phone stayed offline past its expiry. */
  expireSession: (options?: { phoneKnows?: boolean }) => Promise<void>
  /** Runs sync again and again, moving the clock past every backoff, until the queue is empty. */
  drain: () => Promise<number>
  /** Moves the phone's clock past any backoff. */
  later: () => void
}

/** A phone signed in to `backend` (a new person unless credentials are given), its faults planned per test. */
export async function phone(
  backend: TestBackend,
  credentials?: { email: string; password: string },
  lock = browserLock(`lock-${randomUUID()}`),
  smallerPhoto?: SenderOptions['smallerPhoto'],
): Promise<Phone> {
  const plan: FaultPlan = { faults: [], requests: 0 }
  // The session kept as a browser keeps it (persisted), so it can age while "offline".
  const stored = new Map<string, string>()
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  }
  const supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: true, autoRefreshToken: false, storage },
    realtime: { transport: WebSocket as never },
    global: { fetch: faultyFetch(plan) },
  })
  const account = credentials ?? (await backend.newUser())
  const { data, error } = await supabase.auth.signInWithPassword({ email: account.email, password: account.password })
  if (error) throw error
  const db = new OfflineDatabase(`phone-${randomUUID()}`)
  let clock = Date.now()
  const sync = (withLock = lock) =>
    runSync({
      db,
      currentUser: async () => (await supabase.auth.getSession()).data.session?.user.id ?? null,
      refreshSession: async () => !(await supabase.auth.refreshSession()).error,
      send: createSender(supabase, {
        geocode: async ({ cidade }) => PLACES[cidade] ?? null,
        smallerPhoto,
        ledgerFor: (item) => outboxLedger(db, item),
      }),
      withLock,
      now: () => clock,
    })
  const userId = data.user!.id
  return {
    db,
    supabase,
    userId,
    plan,
    sync,
    async expireSession({ phoneKnows = true } = {}) {
      const [key, raw] = [...stored.entries()].find(([k]) => k.endsWith('-auth-token'))!
      const session = JSON.parse(raw)
      const past = Math.floor(Date.now() / 1000) - 2 * 3600
      session.access_token = await backend.keys.sign({ role: 'authenticated', aud: 'authenticated', sub: userId, exp: past })
      // phoneKnows false: the phone still believes the token valid (a wrong clock), so it is sent
      // and the server refuses it.
      session.expires_at = phoneKnows ? past : past + 4 * 3600
      stored.set(key, JSON.stringify(session))
    },
    later() {
      clock += BACKOFF_MAX_MS
    },
    async drain() {
      let runs = 0
      while ((await db.outbox.where('status').equals('pending').count()) > 0 && runs < 50) {
        await sync()
        clock += BACKOFF_MAX_MS
        runs++
      }
      // Nothing may be left waiting or refused: a retried step that was not idempotent would
      // show up here as a 409 refusal.
      expect((await db.outbox.toArray()).map((i) => `${i.kind}: ${i.error ?? i.status}`)).toEqual([])
      return runs
    },
  }
}
