import { lastServerDate } from './connection'

// The server's clock, as far as the phone knows it: the offset between the backend's `Date` header
// (exposed to the page by PostgREST's CORS; connection.ts keeps the last one) and the phone's clock,
// kept for the next start with no signal. What the server decides — which trip days have passed, what
// the phone's copy keeps — is computed from it, so a phone with the wrong date (common after the
// battery runs out) neither asks for the wrong trips nor deletes the right ones.

const KEY = 'campo-solidario:relogio-do-servidor'
/** Differences smaller than this are the request's own travel time: the phone's clock is right. */
const NOISE_MS = 5_000

let offsetMs: number | undefined

function storedOffset(): number {
  if (offsetMs !== undefined) return offsetMs
  offsetMs = 0
  try {
    const kept = Number(globalThis.localStorage?.getItem(KEY))
    if (Number.isFinite(kept)) offsetMs = kept
  } catch {
    // No storage (a private window, the prerender): the phone's clock.
  }
  return offsetMs
}

/** Takes the server's time from an answer's `Date` header (seconds' precision, which is enough for days). */
export function noteServerDate(header: string | null, phoneNow = Date.now()): void {
  const date = Date.parse(header ?? '')
  if (!Number.isFinite(date)) return
  const measured = date - phoneNow
  const next = Math.abs(measured) < NOISE_MS ? 0 : measured
  if (next === storedOffset()) return
  offsetMs = next
  try {
    globalThis.localStorage?.setItem(KEY, String(next))
  } catch {
    // Kept for this page only.
  }
}

let read: ReturnType<typeof lastServerDate>

/** Now by the server's clock (the phone's until an answer has said otherwise). */
export function serverNow(phoneNow = Date.now()): number {
  const last = lastServerDate()
  if (last && last !== read) {
    read = last
    noteServerDate(last.date, last.at)
  }
  return phoneNow + storedOffset()
}
