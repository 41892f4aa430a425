// A public page's boot script (web/prerender.ts) asks the server for the page's data as soon as
// the HTML is parsed, while the app's code is still on its way. The app's public REST client then
// takes that answer instead of asking again — once, and only for the very same request.

import { answerInTime, connectedFetch } from '../server/connection'

export interface PrefetchRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

declare global {
  interface Window {
    /** Answers the boot script already asked for, by request (prefetchKey). */
    __prefetch?: Record<string, Promise<Response>>
  }
}

export function prefetchKey({ method, url, body }: Pick<PrefetchRequest, 'method' | 'url' | 'body'>): string {
  return `${method} ${url} ${body ?? ''}`
}

/** A fetch that answers from the boot script's prefetch when it holds this exact request. */
export const fetchWithPrefetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const key = prefetchKey({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? init.body : undefined })
  const prefetched = typeof window === 'undefined' ? undefined : window.__prefetch?.[key]
  if (!prefetched) return connectedFetch(input, init)
  delete window.__prefetch![key]
  return answerInTime(prefetched).catch(() => connectedFetch(input, init))
}

/**
 * The request a read makes, without making it (used at build time to write the boot script): the
 * read runs against a fetch that records its request and answers an empty list.
 */
export async function captureRequest(read: (fetchImpl: typeof fetch) => PromiseLike<unknown>): Promise<PrefetchRequest> {
  let captured: PrefetchRequest | undefined
  await read(async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    captured = { method: init?.method ?? 'GET', url, headers, body: typeof init?.body === 'string' ? init.body : undefined }
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  if (!captured) throw new Error('The read made no request.')
  return captured
}
