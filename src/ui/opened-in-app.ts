import { STARTING_ATTRIBUTE } from './prerendered'

/**
 * A screen opened in the app (from a list, a link, a notification) waits for `part` with its own
 * code — a part reading the phone's copy, which then shows what it holds at once. At the page's
 * start (and in the prerender) it does not: the screen draws the server's answer meanwhile.
 */
export async function waitInApp(part: { get: () => Promise<unknown> }): Promise<void> {
  const starting = typeof document === 'undefined' || document.getElementById('root')?.hasAttribute(STARTING_ATTRIBUTE)
  if (!starting) await part.get()
}
