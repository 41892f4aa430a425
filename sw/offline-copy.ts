/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import {
  DATA_SAVER_ADDRESS,
  DEVICE_CACHE,
  OFFLINE_COPY_CACHE,
  OFFLINE_COPY_MESSAGE,
  OFFLINE_COPY_PROGRESS,
  type CopyEntry,
  type OfflineCopyRequest,
  type OfflineCopyState,
} from '../src/lib/protocols/offline-copy-protocol'

// The rest of the offline copy (issues 53 and 76): every screen's code and page beyond the shell
// that every install keeps (Workbox's precache, sw.ts). A first visit keeps only what the person
// opens (and the page opened before this worker took control, which the page names): someone who
// came from a shared link and may never come back pays for what they saw. The rest comes on Wi-Fi
// (at install), at the next visit or when the app is installed (the page asks), when the person asks
// ("Baixar para usar sem internet", its size said first), and at each update of a copy already
// kept — never, while saving data, unless asked or on Wi-Fi. Each file at its address and
// revision, as Workbox keeps a precache: a new version keeps what it shares with the old one.

declare const self: ServiceWorkerGlobalScope

/** At most this many files downloading at once: the phone's connection is one narrow pipe. */
const AT_ONCE = 4
const WIFI = new Set(['wifi', 'ethernet'])

interface Connection {
  type?: string
  saveData?: boolean
}
const connection = () => (navigator as Navigator & { connection?: Connection }).connection

/**
 * Whether this install downloads the whole copy: on Wi-Fi; else only an update (the person came
 * back before: the first install keeps what is opened), and not when saving data.
 */
export async function wantsWholeCopy(updating: boolean): Promise<boolean> {
  if (WIFI.has(connection()?.type ?? '')) return true
  if (!updating) return false
  const chosen = await (await caches.open(DEVICE_CACHE)).match(DATA_SAVER_ADDRESS)
  const saving = chosen ? (await chosen.text()) === '1' : connection()?.saveData === true
  return !saving
}

export function offlineCopy(entries: CopyEntry[]) {
  const keyOf = (entry: CopyEntry) => {
    const url = new URL(entry.url, self.location.href)
    if (entry.revision) url.searchParams.set('__WB_REVISION__', entry.revision)
    return url.href
  }
  const byAddress = new Map(entries.map((entry) => [new URL(entry.url, self.location.href).href, entry]))
  const keys = new Set(entries.map(keyOf))

  /** The entry an address names: a file, or a page by its clean address (`/` for index.html). */
  const entryAt = (address: string): CopyEntry | undefined => {
    const url = new URL(address, self.location.href)
    if (url.origin !== self.location.origin || url.search) return undefined
    const path = url.pathname
    const candidates = [path, path.endsWith('/') ? `${path}index.html` : `${path}.html`]
    for (const candidate of candidates) {
      const entry = byAddress.get(new URL(candidate, self.location.href).href)
      if (entry) return entry
    }
    return undefined
  }

  const missing = async () => {
    const kept = new Set((await (await caches.open(OFFLINE_COPY_CACHE)).keys()).map((request) => request.url))
    return entries.filter((entry) => !kept.has(keyOf(entry)))
  }

  const fetchInto = async (cache: Cache, entry: CopyEntry) => {
    // A page's text changes under one address (revalidated); a hashed file never does.
    const response = await fetch(
      new Request(entry.url, { cache: entry.revision ? 'no-cache' : 'default', credentials: 'same-origin' }),
    )
    if (!response.ok) throw new Error(`${entry.url}: ${response.status}`)
    await cache.put(keyOf(entry), response)
  }

  let downloading: OfflineCopyState['downloading'] = null
  let failed = false
  let completing: Promise<void> | null = null

  const state = async (): Promise<OfflineCopyState> => {
    const left = await missing()
    return {
      missingBytes: left.reduce((sum, entry) => sum + entry.bytes, 0),
      missingFiles: left.length,
      totalBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      downloading,
      failed,
    }
  }

  const tellPages = async (now?: OfflineCopyState) => {
    const message = { type: OFFLINE_COPY_PROGRESS, state: now ?? (await state()) }
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
  }

  /** Downloads what is missing, a few files at a time; one download at a time, however often asked. */
  const complete = () =>
    (completing ??= (async () => {
      try {
        const cache = await caches.open(OFFLINE_COPY_CACHE)
        const queue = await missing()
        if (queue.length === 0) return
        const totalBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0)
        const progress = { doneBytes: 0, totalBytes: queue.reduce((sum, entry) => sum + entry.bytes, 0) }
        let filesLeft = queue.length
        downloading = progress
        failed = false
        // Said as it goes without listing the cache again for each file.
        const now = (): OfflineCopyState => ({
          missingBytes: progress.totalBytes - progress.doneBytes,
          missingFiles: filesLeft,
          totalBytes,
          downloading: { ...progress },
          failed,
        })
        await tellPages(now())
        const worker = async () => {
          for (let entry = queue.shift(); entry; entry = queue.shift()) {
            await fetchInto(cache, entry)
            progress.doneBytes += entry.bytes
            filesLeft--
            await tellPages(now())
          }
        }
        try {
          await Promise.all(Array.from({ length: AT_ONCE }, worker))
        } catch (error) {
          failed = true
          queue.length = 0
          throw error
        } finally {
          downloading = null
          await tellPages()
        }
      } finally {
        completing = null
      }
    })())

  /** Keeps the copy's files among these addresses (what a page loaded before this worker took control). */
  const keep = async (addresses: string[]) => {
    const cache = await caches.open(OFFLINE_COPY_CACHE)
    const wanted = [...new Set(addresses.map(entryAt).filter((entry) => entry !== undefined))]
    await Promise.all(
      wanted.map(async (entry) => (await cache.match(keyOf(entry))) ?? fetchInto(cache, entry).catch(() => undefined)),
    )
    await tellPages()
  }

  /** Forgets what the previous version kept and this one does not name. */
  const forgetOthers = async () => {
    const cache = await caches.open(OFFLINE_COPY_CACHE)
    await Promise.all((await cache.keys()).filter((request) => !keys.has(request.url)).map((request) => cache.delete(request)))
  }

  // Served from the copy, or from the network and then kept: what is opened stays for offline.
  registerRoute(
    ({ request }) => request.method === 'GET' && entryAt(request.url) !== undefined,
    async ({ request, event }) => {
      const entry = entryAt(request.url)!
      const cache = await caches.open(OFFLINE_COPY_CACHE)
      const kept = await cache.match(keyOf(entry))
      if (kept) return kept
      try {
        const response = await fetch(request)
        if (response.ok && !response.redirected) event.waitUntil(cache.put(keyOf(entry), response.clone()))
        return response
      } catch (error) {
        // A page not kept, offline: the shell, which says the screen is not downloaded yet.
        const shell = request.mode === 'navigate' ? await matchPrecache('shell.html') : undefined
        if (shell) return shell
        throw error
      }
    },
  )

  self.addEventListener('message', (event) => {
    const data = event.data as OfflineCopyRequest | undefined
    if (data?.type !== OFFLINE_COPY_MESSAGE) return
    const reply = (answer: OfflineCopyState) => event.ports[0]?.postMessage(answer)
    // "baixar" answers when the download ends (its progress goes to every page meanwhile).
    const work =
      data.action === 'baixar' ? complete().then(state, state) : data.action === 'guardar' ? keep(data.urls).then(state) : state()
    event.waitUntil(work.then(reply))
  })

  return { complete, forgetOthers }
}
