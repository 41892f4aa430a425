import { adsKeptFor } from './saved-copies'
import { isConnected } from '@/lib/server/connection'
import { whenIdle } from '@/lib/page-start/idle'
import { isFirstVisit, onFirstVisitEnded } from '@/lib/device/first-visit'
import { storedSessionUserId } from '@/lib/server/stored-session'
import { DEVICE_OWNER } from './engine/outbox'
import type { AppClient } from '@/lib/server/supabase'
import { makeSmallerPhoto } from '@/lib/media/smaller-photo'
import { geocodeAddress } from '@/lib/server/geocode'
import { loadSupabase } from '@/lib/server/load-supabase'
import { signedInUserId } from '@/lib/server/signed-in-user'
import { evictAds } from './ads/cache'
import type { OfflineDatabase } from './store/database'
import type { OutboxItem } from './store/outbox-item'
import type { Outcome } from './engine/outcome'
import { offlineDb } from './store/offline-db'
import { pullMissingAds } from './ads/pull'
import { refreshPublicAds } from './ads/public-ads'
import { pullTrips } from './trips/pull'
import { providePersonRefresh } from './engine/person-refresh'
import { pullPixKey } from './pix/pull'
import { browserLock, runSync, type SyncReport } from './engine/sync-engine'
import { createSyncRunner, requestPersistentStorage, type SyncStatus } from './engine/sync-runner'
import { onRecorded } from './engine/record'
import { REFRESH_TAG, SEND_TAG, keepSessionForBackground } from './background-session'
import { refreshOutcome } from './engine/no-space'
import type { createRefreshLead } from './engine/refresh-lead'

// The app's sync: one runner per page, started after the first paint. Each run sends what the
// outbox holds for the signed-in account, then refreshes the lists the phone keeps offline.

/** The person's refresh by what changed, loaded with the first one (not with the page's first screen). */
const refreshPersonOn = (supabase: AppClient, db: OfflineDatabase, userId: string) =>
  import('./person-changes').then(({ pullPersonChanges }) => pullPersonChanges(supabase, db, userId))

async function refreshLists(supabase: AppClient, db: OfflineDatabase) {
  const userId = await signedInUserId(supabase)
  // The newest ads to browse offline come with the rest of the offline copy, not at a first visit
  // (the home and the list keep what they show; an ad's page asks for its related ads). The trips
  // learn the server's day from their own answer (trips/pull.ts), not from this one.
  if (!isFirstVisit()) await refreshPublicAds(db)
  if (userId) {
    // What changed in the person's own slices: one small answer when nothing did.
    await Promise.all([refreshPersonOn(supabase, db, userId), pullPixKey(supabase, db, userId)])
  }
  // Trips: for a signed-in person (theirs and their reservations), or a phone that has browsed them.
  if (userId || (await db.viagens.count()) > 0) await pullTrips(supabase, db, userId)
  // The ads of the person's conversations stay on the phone with the favourites.
  const kept = await adsKeptFor(db, userId)
  await pullMissingAds(supabase, db, kept)
  await evictAds(db, { ownerId: userId, favoritos: kept })
}

/** What the outbox holds for whoever is signed in here (another person's kept changes are not theirs to see). */
async function snapshot(db: OfflineDatabase) {
  const signedIn = storedSessionUserId()
  const items = (await db.outbox.toArray()).filter((i) => i.ownerId === DEVICE_OWNER || i.ownerId === signedIn || !signedIn)
  const waiting = items.filter((i) => i.status === 'pending' && i.attempts > 0).map((i) => i.nextAttemptAt)
  return {
    nextDueAt: waiting.length > 0 ? Math.min(...waiting) : null,
    pending: items.filter((i) => i.status === 'pending').length,
    failed: items.filter((i) => i.status === 'failed').map((i) => ({ seq: i.seq!, kind: i.kind, error: i.error ?? '' })),
  } satisfies Pick<SyncStatus, 'pending' | 'failed'> & { nextDueAt: number | null }
}

/**
 * What waited with backoff for a connection goes again when it returns, within a second (a little
 * jitter, so phones regaining signal together do not arrive at once), not minutes later.
 */
async function dueOnReconnect(db: OfflineDatabase, now = Date.now()) {
  await db.outbox
    .where('status')
    .equals('pending')
    .modify((item) => {
      item.nextAttemptAt = Math.min(item.nextAttemptAt, now + Math.round(Math.random() * 1_000))
    })
}

let sender: Promise<(item: OutboxItem) => Promise<Outcome>> | null = null

/**
 * How each change reaches the server (every domain's senders: ~19 KB), loaded with the first change
 * to send — a visitor who records nothing never downloads it.
 */
function senderFor(supabase: AppClient) {
  sender ??= import('./registry').then(
    ({ createSender, outboxLedger }) =>
      createSender(supabase, {
        geocode: (endereco) => geocodeAddress(endereco),
        smallerPhoto: makeSmallerPhoto,
        ledgerFor: (item) => outboxLedger(offlineDb, item),
      }),
    (error: unknown) => {
      // Its code did not come (no signal before the phone kept it): the item waits, the next send asks again.
      sender = null
      throw error
    },
  )
  return sender
}

function createAppRunner(db: OfflineDatabase) {
  const lock = browserLock()
  // Created after the runner (the leader's first run is its own), once: see lead() below.
  let lead: ReturnType<typeof createRefreshLead> | null = null
  const runner = createSyncRunner({
    snapshot: () => snapshot(db),
    onReconnect: () => dueOnReconnect(db),
    async run(): Promise<SyncReport> {
      // Which tab refreshes loads with the first run, after the first paint.
      const [supabase, { createRefreshLead, followOutbox }] = await Promise.all([loadSupabase(), import('./engine/refresh-lead')])
      const report = await runSync({
        db,
        currentUser: () => signedInUserId(supabase),
        refreshSession: async () => !(await supabase.auth.refreshSession()).error,
        send: async (item) => (await senderFor(supabase))(item),
        withLock: lock,
      })
      if (!lead) {
        lead = createRefreshLead(() => void runner.trigger())
        // Another tab's sending or recording shows here within the moment (Dexie tells every tab).
        followOutbox(db, () => void runner.refreshCounts())
      }
      if (!lead.leads()) {
        // Another tab refreshes for all: it is told when this one sent something.
        if (report.sent > 0) lead.askLeader()
        return report
      }
      // A refresh that cannot write (the phone full) is said once; one that cannot ask waits for the next run.
      noteRefresh(
        await refreshLists(supabase, db).then(
          () => null,
          (error: unknown) => error,
        ),
      )
      return report
    },
  })
  return runner
}

// Loaded once a refresh finds the phone full (not in the page's first load): from then on it hears each refresh.
let copySpace: Promise<typeof import('./engine/copy-space')> | null = null
function noteRefresh(error: unknown) {
  const outcome = refreshOutcome(error)
  if (outcome === 'full') copySpace ??= import('./engine/copy-space')
  if (outcome) void copySpace?.then((module) => module.noteRefresh(outcome))
}

// A screen's refresh of the person's slices (/mensagens, /pedidos, the notifications) is this one.
providePersonRefresh(async () => {
  const supabase = await loadSupabase()
  const userId = await signedInUserId(supabase)
  return userId ? refreshPersonOn(supabase, offlineDb, userId) : { ok: false }
})

let runner: ReturnType<typeof createAppRunner> | null = null

/** The page's sync runner (its status feeds the UI); created on first use. */
export function syncRunner() {
  runner ??= createAppRunner(offlineDb)
  return runner
}

/** Starts syncing for this page: on start, reconnect, visibility, every minute, and on sign-in. */
export function startSync() {
  const created = syncRunner()
  void created.start()
  void requestPersistentStorage()
  // Signing in sends what waited for that account; signing out refreshes what the phone shows.
  // (What a session's end forgets on the phone is leaveDevice's, called by the session's owner.)
  void loadSupabase().then((supabase) =>
    supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT') {
        const live = session ? { userId: session.user.id, token: session.access_token } : null
        // Loaded with the session, not with the app's start.
        void import('./live').then(({ followLive }) => followLive(live, () => void created.trigger()))
      }
      if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') setTimeout(() => void created.trigger(), 0)
      if (event === 'SIGNED_IN') void checkLostChanges(supabase)
      void keepSessionForBackground(offlineDb, session).catch(() => undefined)
    }),
  )
  void askPeriodicRefresh()
  onFirstVisitEnded(() => void created.trigger())
  // Not the page's first seconds' work: when the browser is idle.
  whenIdle(() => void loadSupabase().then((supabase) => checkLostChanges(supabase)))
}

/** At start: whether the browser cleared the phone's database with changes still queued (queue-ledger.ts). */
async function checkLostChanges(supabase: AppClient) {
  const [userId, { reconcileLedger }] = await Promise.all([signedInUserId(supabase), import('./engine/queue-ledger')])
  await reconcileLedger(offlineDb, userId, async (row) => {
    if (!isConnected()) return null
    const answer = await supabase.from(row.table).select('id').eq('id', row.id).maybeSingle()
    return answer.error ? null : answer.data !== null
  }).catch(() => undefined)
}

/** What Chromium adds to a service worker's registration (Background Sync, Periodic Background Sync). */
interface SyncCapable {
  sync?: { register(tag: string): Promise<void> }
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> }
}

const registration = () =>
  'serviceWorker' in navigator ? (navigator.serviceWorker.ready as Promise<ServiceWorkerRegistration & SyncCapable>) : null

/** Asks the browser to wake the service worker when the connection returns, to send the outbox. */
function askBackgroundSend() {
  void registration()
    ?.then((r) => r.sync?.register(SEND_TAG))
    .catch(() => undefined)
}

/** Where the browser allows it (an installed app), conversations and notifications refreshed twice a day. */
async function askPeriodicRefresh() {
  try {
    const status = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName })
    if (status?.state !== 'granted') return
    await (await registration())?.periodicSync?.register(REFRESH_TAG, { minInterval: 12 * 60 * 60 * 1000 })
  } catch {
    // Not offered by this browser: the app refreshes when opened, as before.
  }
}

/** Sends queued changes now (after a screen recorded one) and refreshes the lists. */
export function syncNow(): Promise<void> {
  return syncRunner().trigger()
}

// Every change a screen records is sent at once when online; offline it waits, and the service
// worker is asked to send it when the connection returns even if the app is closed by then.
onRecorded(() => {
  void syncNow()
  if (!isConnected()) askBackgroundSend()
})
