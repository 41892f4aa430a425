// Whether a page's parts that read the phone's copy may wait for the browser to be idle
// (lib/page-start/after-attach.ts): not once the server has had nothing for the page to draw. Its own module:
// the first screens' answers (use-first-answer.ts) say so without loading those parts' code.

let neededNow = false
const waiting = new Set<() => void>()

/**
 * The server has nothing for the page to draw (no signal, no answer): the phone's copy is all it
 * has, so the parts that read it load at once, not when the browser is idle.
 */
export function loadPartsNow(): void {
  neededNow = true
  for (const load of [...waiting]) load()
}

/** Whether loadPartsNow has been called on this page. */
export const partsNeededNow = (): boolean => neededNow

/** Calls `load` when loadPartsNow is called; answers a function that stops it. */
export function onPartsNeeded(load: () => void): () => void {
  waiting.add(load)
  return () => waiting.delete(load)
}

/** As on a page just opened: the server not yet found wanting (each test starts so). */
export function forgetPartsNeeded(): void {
  neededNow = false
}
