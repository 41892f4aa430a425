// How long a failed send waits before the next try: "full jitter" (a random wait between zero and
// a ceiling that doubles with each attempt, capped), never giving up — an item is dropped only by
// the person. The randomness keeps many phones that regain signal at once from hitting the server
// together.

export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_MAX_MS = 5 * 60_000

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(random() * ceiling)
}
