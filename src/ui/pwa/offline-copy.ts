import { useEffect, useState } from 'react'
import { addDataUse } from '@/lib/device/data-use'
import { dataSaverOn } from '@/lib/device/data-saver'
import { endFirstVisit, markFirstVisit, startedAsFirstVisit } from '@/lib/device/first-visit'
import {
  DATA_SAVER_ADDRESS,
  DEVICE_CACHE,
  OFFLINE_COPY_MESSAGE,
  OFFLINE_COPY_PROGRESS,
  type OfflineCopyRequest,
  type OfflineCopyState,
} from '@/lib/protocols/offline-copy-protocol'

// The page's side of the offline copy (sw/offline-copy.ts): what is missing, "Baixar para usar
// sem internet", and what this page loaded before the service worker took control.

/** "Economia de dados" where the service worker reads it (it has no localStorage): sw/offline-copy.ts. */
export async function mirrorDataSaver(): Promise<void> {
  if (typeof caches === 'undefined') return
  await (await caches.open(DEVICE_CACHE)).put(DATA_SAVER_ADDRESS, new Response(dataSaverOn() ? '1' : '0'))
}

/** Asks the service worker in control; null when none is (not installed yet, or no support). */
async function ask(request: OfflineCopyRequest): Promise<OfflineCopyState | null> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  if (!worker) return null
  const channel = new MessageChannel()
  const answer = new Promise<OfflineCopyState>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data as OfflineCopyState)
  })
  worker.postMessage(request, [channel.port2])
  return answer
}

export const offlineCopyState = () => ask({ type: OFFLINE_COPY_MESSAGE, action: 'situacao' })

/** Downloads what is missing; answers the state once it ends (failed, when the connection did). */
export function downloadOfflineCopy() {
  endFirstVisit()
  return ask({ type: OFFLINE_COPY_MESSAGE, action: 'baixar' })
}

/**
 * Whether this start is a later visit than the one that installed the worker: controlled from its
 * start, in another tab (a reload or an address typed in the first visit's tab is still that visit).
 * Read once, at the start, before the first install can take control.
 */
export function isLaterVisit(): boolean {
  try {
    if (!navigator.serviceWorker?.controller) {
      markFirstVisit()
      return false
    }
    if (startedAsFirstVisit()) return false
    endFirstVisit()
    return true
  } catch {
    return navigator.serviceWorker?.controller != null
  }
}

/**
 * Once the service worker controls the page: at a later visit and not saving data, the whole copy
 * (a no-op when it is there); else what this page loaded before the worker could keep it.
 */
export async function followOfflineCopy(laterVisit: boolean): Promise<void> {
  if (laterVisit && !dataSaverOn()) {
    await downloadOfflineCopy()
    return
  }
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin))
  await ask({ type: OFFLINE_COPY_MESSAGE, action: 'guardar', urls: [location.origin + location.pathname, ...loaded] })
}

/** What this page downloaded itself before a service worker controlled it (the first visit). */
export function countFirstLoad(): void {
  if (navigator.serviceWorker?.controller || typeof PerformanceObserver === 'undefined') return
  const observer = new PerformanceObserver((list) => {
    let bytes = 0
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.startsWith(location.origin)) bytes += entry.transferSize
    }
    void addDataUse('app', bytes)
  })
  observer.observe({ type: 'navigation', buffered: true })
  observer.observe({ type: 'resource', buffered: true })
  // From then on the service worker counts what it fetches.
  navigator.serviceWorker?.addEventListener('controllerchange', () => observer.disconnect(), { once: true })
}

/** The copy's state, kept up to date while a download runs (in this page or another). */
export function useOfflineCopy(): OfflineCopyState | null | undefined {
  const [state, setState] = useState<OfflineCopyState | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    const read = () => void offlineCopyState().then((now) => live && setState(now))
    read()
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; state?: OfflineCopyState } | undefined
      if (data?.type === OFFLINE_COPY_PROGRESS && data.state) setState(data.state)
    }
    navigator.serviceWorker?.addEventListener('message', onMessage)
    // The first visit: the worker takes control after the screen is drawn.
    navigator.serviceWorker?.addEventListener('controllerchange', read)
    return () => {
      live = false
      navigator.serviceWorker?.removeEventListener('message', onMessage)
      navigator.serviceWorker?.removeEventListener('controllerchange', read)
    }
  }, [])
  return state
}
