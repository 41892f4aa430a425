import { config } from './config'

// Whether the app can reach its backend, decided from what actually happens — not from
// `navigator.onLine`, which stays true on a phone with bars and no data ("lie-fi") or on a Wi-Fi
// with no internet behind it. A request to the backend that fails or passes its deadline marks
// the app offline; one that gets any answer marks it online. `navigator.onLine === false` is a
// sure sign of offline; the browser's `online` event only starts a check. While offline, a cheap
// check (GoTrue's health) runs with backoff until one passes.

/** How long a read may wait for the server's answer before it counts as "no connection". */
export const READ_DEADLINE_MS = 8_000
/** The same for a change (its answer may take longer: a trigger, a notification). */
export const WRITE_DEADLINE_MS = 20_000
/** The same for a photo upload, which is seconds of data on 3G. */
export const UPLOAD_DEADLINE_MS = 90_000
/** How long a screen waits for the server before showing the phone's copy. */
export const SCREEN_DEADLINE_MS = 4_000

const CHECK_DEADLINE_MS = 5_000
const CHECK_BACKOFF_MS = [2_000, 4_000, 8_000, 15_000]

type Listener = (online: boolean) => void

const browser = typeof window !== 'undefined' && typeof navigator !== 'undefined'
let online = browser ? navigator.onLine : true
let failures = 0
let checkTimer: ReturnType<typeof setTimeout> | undefined
let checking: Promise<boolean> | null = null
const listeners = new Set<Listener>()

let lastDate: { date: string; at: number } | undefined
/** The backend's last `Date` header and when it came (lib/server/server-clock.ts reads the server's clock from it). */
export const lastServerDate = () => lastDate

/**
 * Every answer of the backend, as an event on the page ("Uso de dados" counts them once it
 * listens: src/lib/device/data-use.ts). An event, not an import: the counter is not first-load code.
 */
const received = (response: Response) => {
  const date = response.headers.get('date')
  if (date) lastDate = { date, at: Date.now() }
  if (browser) dispatchEvent(new CustomEvent('campo:resposta', { detail: response }))
}

function set(next: boolean) {
  if (next) failures = 0
  if (next === online) return
  online = next
  listeners.forEach((l) => l(online))
}

/** Whether the backend answered the last time it was asked (and the browser does not say offline). */
export function isConnected(): boolean {
  return online && (!browser || navigator.onLine !== false)
}

let following = false

/** Called with the new state each time it changes; answers the function that stops it. */
export function onConnectionChange(listener: Listener): () => void {
  if (!following && browser) {
    following = true
    followBrowserConnection()
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A request to the backend got an answer (any HTTP status: the server is there). */
export function reportReachable() {
  clearTimeout(checkTimer)
  checkTimer = undefined
  set(true)
}

/** A request to the backend failed or passed its deadline: offline until a check passes. */
export function reportUnreachable() {
  set(false)
  scheduleCheck()
}

function scheduleCheck() {
  if (checkTimer !== undefined || !browser) return
  const delay = CHECK_BACKOFF_MS[Math.min(failures, CHECK_BACKOFF_MS.length - 1)]
  failures++
  checkTimer = setTimeout(() => {
    checkTimer = undefined
    void checkConnection()
  }, delay)
}

/** Asks the backend's cheapest endpoint whether it is reachable now; updates the state. */
export function checkConnection(): Promise<boolean> {
  if (checking) return checking
  const deadline = deadlineSignal(CHECK_DEADLINE_MS)
  checking = fetch(`${config.supabaseUrl}/auth/v1/health`, {
    headers: { apikey: config.supabaseAnonKey },
    cache: 'no-store',
    signal: deadline.signal,
  })
    .then(
      () => {
        reportReachable()
        return true
      },
      () => {
        reportUnreachable()
        return false
      },
    )
    .finally(() => {
      deadline.clear()
      checking = null
    })
  return checking
}

/** A signal that aborts after `ms` (timers the tests can drive, unlike AbortSignal.timeout). */
function deadlineSignal(ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('Sem resposta do servidor.', 'TimeoutError')), ms)
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}

const deadlineOf = (method: string, body: unknown) =>
  method === 'GET' || method === 'HEAD'
    ? READ_DEADLINE_MS
    : body instanceof Blob || body instanceof FormData || body instanceof ArrayBuffer
      ? UPLOAD_DEADLINE_MS
      : WRITE_DEADLINE_MS

/**
 * `fetch` for the backend: each request has a deadline for its answer, and its outcome decides the
 * connection state. A request the caller aborted says nothing about the connection.
 */
export const connectedFetch: typeof fetch = async (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const deadline = deadlineSignal(deadlineOf(method, init?.body))
  const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal
  try {
    const response = await fetch(input, { ...init, signal })
    reportReachable()
    received(response)
    return response
  } catch (error) {
    if (!init?.signal?.aborted) reportUnreachable()
    throw error
  } finally {
    deadline.clear()
  }
}

/**
 * An answer already on its way that no signal can stop (the boot script's request): the same
 * deadline as a read, and its outcome decides the connection state as `connectedFetch`'s does.
 */
export function answerInTime(answer: Promise<Response>, ms = READ_DEADLINE_MS): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('Sem resposta do servidor.', 'TimeoutError')), ms)
  })
  return Promise.race([answer, late])
    .then(
      (response) => {
        reportReachable()
        received(response)
        return response
      },
      (error: unknown) => {
        reportUnreachable()
        throw error
      },
    )
    .finally(() => clearTimeout(timer))
}

/** Follows the browser's hints: `offline` is believed, `online` and a return to the front start a check. */
function followBrowserConnection() {
  const offline = () => set(false)
  const check = () => void checkConnection()
  const visible = () => document.visibilityState === 'visible' && !online && check()
  window.addEventListener('offline', offline)
  window.addEventListener('online', check)
  document.addEventListener('visibilitychange', visible)
}

/**
 * What a screen waits for: the answer, or `fallback` once SCREEN_DEADLINE_MS have passed (or at
 * once with no connection) — the screen then shows the phone's copy; a late answer still lands
 * there.
 */
export function withinScreenDeadline<T, F>(answer: () => Promise<T>, fallback: F, ms = SCREEN_DEADLINE_MS): Promise<T | F> {
  if (!isConnected()) return Promise.resolve(fallback)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([answer(), late]).finally(() => clearTimeout(timer))
}
