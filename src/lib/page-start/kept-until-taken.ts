/**
 * An answer a screen's first render asks the server for before the phone's copy has loaded, kept
 * until that copy takes it: the two ask once (on a prerendered page, the boot script's answer).
 * Only the latest ask is kept: a page shows one search, one ad.
 */
export function keptUntilTaken<A, T>(
  keyOf: (asked: A) => string,
  ask: (asked: A) => Promise<T>,
): {
  /** The answer for this ask, asked once until taken. */
  first: (asked: A) => Promise<T>
  /** The answer `first` got for this ask, once: later asks go to the server again. */
  take: (asked: A) => Promise<T> | undefined
  /** As on a page just opened: nothing asked yet (each test starts so). */
  forget: () => void
} {
  let untaken: { key: string; answer: Promise<T> } | undefined
  return {
    first(asked) {
      const key = keyOf(asked)
      if (untaken?.key !== key) untaken = { key, answer: ask(asked) }
      return untaken.answer
    },
    take(asked) {
      if (untaken?.key !== keyOf(asked)) return undefined
      const { answer } = untaken
      untaken = undefined
      return answer
    },
    forget() {
      untaken = undefined
    },
  }
}
