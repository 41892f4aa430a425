import { DEVICE_CACHE, dataUseAddress, monthOf } from '../protocols/offline-copy-protocol'

// "Uso de dados" (issue 53), like WhatsApp's: what the app downloaded this month on this phone,
// kept in Cache Storage by month and counter — `app`, the service worker's own fetches (sw/data-use.ts),
// and `dados`, what the app's requests to Supabase received, counted here as they come (their
// declared length; the decoded text when a compressed answer declares none, so at most a little
// more than what came). Nothing leaves the phone.

/** Adds to a counter of this month; one writer at a time (the page and the service worker both count). */
export async function addDataUse(counter: 'app' | 'dados', bytes: number): Promise<void> {
  if (bytes <= 0 || typeof caches === 'undefined') return
  const write = async () => {
    const cache = await caches.open(DEVICE_CACHE)
    const address = dataUseAddress(monthOf(new Date()), counter)
    const kept = await cache.match(address)
    const before = kept ? Number(await kept.text()) || 0 : 0
    await cache.put(address, new Response(String(before + bytes)))
  }
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  await (locks ? locks.request(`uso-de-dados-${counter}`, write) : write()).catch(() => undefined)
}

let pending = 0
let timer: ReturnType<typeof setTimeout> | undefined

/** Adds bytes to `dados` a second later, with whatever else came meanwhile (never in the reader's way). */
function countLater(bytes: number) {
  pending += bytes
  timer ??= setTimeout(() => {
    timer = undefined
    const now = pending
    pending = 0
    void addDataUse('dados', now)
  }, 1000)
}

/** Counts an answer's bytes: its declared length, else its text once read. */
export function countReceived(response: Response): void {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > 0) countLater(declared)
  else void bodyLength(response).then(countLater)
}

/** From now on, every answer of the backend is counted (src/lib/server/connection.ts tells of each). */
export function countReceivedResponses(): void {
  if (typeof caches === 'undefined') return
  addEventListener('campo:resposta', (event) => countReceived((event as CustomEvent<Response>).detail))
}

const bodyLength = (response: Response) =>
  response.body && !response.bodyUsed
    ? response
        .clone()
        .arrayBuffer()
        .then(
          (body) => body.byteLength,
          () => 0,
        )
    : Promise.resolve(0)

/** This month's bytes on this phone, both counters; null where the browser keeps no caches. */
export async function dataUsedThisMonth(now = new Date()): Promise<number | null> {
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(DEVICE_CACHE)
  const month = monthOf(now)
  let total = 0
  for (const counter of ['app', 'dados'] as const) {
    const kept = await cache.match(dataUseAddress(month, counter))
    if (kept) total += Number(await kept.text()) || 0
  }
  return total
}
