/// <reference lib="webworker" />
// Web Push in the service worker: a notification pushed by the server (supabase/functions/enviar-push)
// is shown in pt-BR with the ad's small photo, one per conversation (its `tag` replaces the
// previous one instead of piling up); a tap opens — or focuses — the screen it is about. Nothing is
// shown about the screen the person is looking at right now.

import type { PushPayload } from '../supabase/functions/_shared/push-payload'
import { SCAM_WARNING, scamSignals } from '../src/lib/rules/scam-signals'

declare const self: ServiceWorkerGlobalScope

export type { PushPayload }

/** The payload, or null when it is not one of ours (never shown half-read). */
export function readPayload(data: { json(): unknown } | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined
    if (!value || typeof value.titulo !== 'string' || typeof value.texto !== 'string') return null
    if (typeof value.url !== 'string' || !value.url.startsWith('/') || value.url.startsWith('//')) return null
    return {
      titulo: value.titulo,
      texto: value.texto,
      url: value.url,
      tag: typeof value.tag === 'string' ? value.tag : value.url,
      icone: typeof value.icone === 'string' ? value.icone : null,
      para: typeof value.para === 'string' ? value.para : null,
    }
  } catch {
    return null
  }
}

/** What the notification says: a message that looks like a scam carries the conversation's warning. */
export function pushBody(payload: Pick<PushPayload, 'texto' | 'url'>): string {
  const message = payload.url.startsWith('/mensagens/')
  return message && scamSignals(payload.texto).length ? `${payload.texto}\n⚠ ${SCAM_WARNING}` : payload.texto
}

interface WindowLike {
  url: string
  focused: boolean
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}

const samePage = (a: string, b: URL) => {
  const url = new URL(a)
  return url.origin === b.origin && url.pathname.replace(/\/$/, '') === b.pathname.replace(/\/$/, '')
}

/** Whether the person is looking at that screen now (then the push is not shown). */
export function isLookingAt(windows: WindowLike[], target: URL): boolean {
  return windows.some((w) => w.focused && samePage(w.url, target))
}

/** A tap: the window already on that screen is focused; else a window of the app goes there; else one opens. */
export async function openTarget(
  windows: WindowLike[],
  target: URL,
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const there = windows.find((w) => samePage(w.url, target))
  if (there) {
    await there.focus()
    return
  }
  const any = windows[0]
  if (any) {
    await any.navigate(target.href)
    await any.focus()
    return
  }
  await openWindow(target.href)
}

/**
 * Whether a push may be shown on this phone now: one addressed to someone (`para`) only while that
 * person is signed in here — a family's shared phone shows no one else's messages or orders. Only
 * then is who is signed in read (the phone's database): a push for anyone never waits on it.
 */
export async function isForWhoIsHere(payload: PushPayload, signedInHere: () => Promise<string | null>): Promise<boolean> {
  if (!payload.para) return true
  return payload.para === (await signedInHere().catch(() => null))
}

export function registerPush(signedInHere: () => Promise<string | null>) {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data)
    if (!payload) return
    const target = new URL(payload.url, self.location.origin)
    event.waitUntil(
      (async () => {
        if (!(await isForWhoIsHere(payload, signedInHere))) return
        const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[]
        if (isLookingAt(windows, target)) return
        await self.registration.showNotification(payload.titulo, {
          body: pushBody(payload),
          tag: payload.tag,
          icon: payload.icone ?? '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          lang: 'pt-BR',
          data: { url: target.pathname + target.search },
        })
      })(),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = (event.notification.data as { url?: string } | null)?.url ?? '/'
    const target = new URL(url.startsWith('/') && !url.startsWith('//') ? url : '/', self.location.origin)
    event.waitUntil(
      (async () => {
        const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[]
        await openTarget(windows, target, (href) => self.clients.openWindow(href))
      })(),
    )
  })
}
