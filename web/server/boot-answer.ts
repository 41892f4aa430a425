import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as wait } from 'node:timers/promises'
import { BOOT_ANSWER_ID, SELLER_ATTRIBUTE } from '../contract.ts'
import { bootConfigOf, bootRequestUrl, FIRST_PHOTO_ATTRIBUTE, type BootAnswer } from '../boot-page.ts'
import { scriptJson } from './page-head.ts'
import { memo } from './memo.ts'

// A page's data in its HTML. A prerendered page's boot script asks Supabase for the page's data
// (the newest ads, the list's first page, the ad, the seller's ads, the trip) and only then knows
// which photo to show: on a slow network the photo the visitor came for started a round trip after
// the page. When a browser opens the page from the network, the web server asks the very same
// request first — as a visitor, with the anon key — and writes the answer into the page
// (`<script type="application/json" id="boot-answer">`, in the <head>); the boot script takes it
// instead of asking, and the <head>'s first-photo script asks for the first photo at once. Only
// for a navigation: a copy the service worker keeps is the build's page, which asks (a kept answer
// would be an old list shown as the server's).

export interface BootAnswersConfig {
  supabaseUrl: string
  anonKey: string
  /** How long a page waits for the answer before it is sent without it (the boot script then asks). */
  waitMs: number
  /** How long one answer serves everyone asking the same (FRESH_MS). */
  freshMs: number
  /** The largest answer written into a page; a larger one is left to the boot script. */
  maxChars: number
}

const REST_PATH = '/rest/v1/'
/**
 * A read the page stopped waiting for goes on this many times `waitMs`: its answer still serves the
 * visitors of the next second (memo), and a database that never answers frees it.
 */
const LATE_READ_FACTOR = 10

/** Whether the request is a browser opening the page (not a fetch, nor a service worker's copy). */
export const isNavigation = (req: IncomingMessage) => req.headers['sec-fetch-mode'] === 'navigate'

export function createBootAnswers(config: BootAnswersConfig) {
  const answers = memo<BootAnswer | null>(config.freshMs)
  const configs = new Map<string, ReturnType<typeof bootConfigOf>>()

  async function ask(url: string, method: string, headers: Record<string, string>, body?: string): Promise<BootAnswer | null> {
    const at = url.indexOf(REST_PATH)
    if (at < 0) return null
    const answer = await fetch(`${config.supabaseUrl}${url.slice(at)}`, {
      method,
      headers: { ...headers, apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
      body,
      signal: AbortSignal.timeout(config.waitMs * LATE_READ_FACTOR),
    })
    const text = await answer.text()
    if (answer.status !== 200 || text.length > config.maxChars) return null
    const kept: Record<string, string> = {}
    // The Date header too: the app learns the server's clock from its answers (lib/server/server-clock.ts),
    // and a phone whose date is wrong would otherwise judge the trips by its own.
    for (const name of ['content-type', 'content-range', 'date']) {
      const value = answer.headers.get(name)
      if (value !== null) kept[name] = value
    }
    return { method, url, body: body ?? '', status: answer.status, headers: kept, text }
  }

  /**
   * The page with its boot request's answer written in, or the page as it is: not a navigation,
   * no boot request (or one the address's query changes), the read too slow or refused.
   */
  async function withAnswer(req: IncomingMessage, res: ServerResponse, page: string, { pathname, search }: URL): Promise<string> {
    if (!configs.has(page)) {
      configs.set(page, bootConfigOf(page))
      if (configs.size > 64) configs.delete(configs.keys().next().value!)
    }
    const request = configs.get(page)?.request
    if (!request) return page
    // A cache between must not give a navigation's page (with its answer) to a service worker.
    res.appendHeader('Vary', 'Sec-Fetch-Mode')
    if (!isNavigation(req) || search) return page
    const seller = new RegExp(`<html [^>]*${SELLER_ATTRIBUTE}="([^"]*)"`).exec(page)?.[1] ?? null
    const url = bootRequestUrl(request.url, pathname, seller)
    if (url === null) return page
    const key = `${request.method} ${url} ${request.body ?? ''}`
    const answer = await Promise.race([
      answers(key, () => ask(url, request.method, request.headers, request.body)).catch(() => null),
      wait(config.waitMs, null, { ref: false }),
    ])
    if (!answer) return page
    // Before the <head>'s first-photo script, which reads it (else at the end, for the boot script).
    const element = `<script type="application/json" id="${BOOT_ANSWER_ID}">${scriptJson(answer)}</script>`
    const headScript = `<script ${FIRST_PHOTO_ATTRIBUTE}>`
    return page.includes(headScript)
      ? page.replace(headScript, () => element + headScript)
      : page.replace('</body>', () => element + '</body>')
  }

  return { withAnswer }
}

export type BootAnswers = ReturnType<typeof createBootAnswers>
