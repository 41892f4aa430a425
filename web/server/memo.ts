// Remembering what was read or made, for a while: many visitors of one shared link share one read.

/**
 * A value made again at most every `ms`; until the new one is ready (or when making it fails) the
 * last good one answers. Only the very first wait is for the work itself.
 */
export function lastGood<T>(ms: number, make: () => Promise<T>) {
  let good: { at: number; value: T } | null = null
  let making: Promise<T> | null = null
  const refresh = () =>
    (making ??= make()
      .then((value) => {
        good = { at: Date.now(), value }
        return value
      })
      .finally(() => {
        making = null
      }))
  return (): Promise<T> => {
    if (!good) return refresh()
    if (Date.now() - good.at >= ms) void refresh().catch(() => undefined)
    return Promise.resolve(good.value)
  }
}

/** A value remembered for `ms` (a shared link is opened by many at once). */
export function memo<T>(ms: number) {
  const values = new Map<string, { at: number; value: Promise<T> }>()
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const hit = values.get(key)
    if (hit && Date.now() - hit.at < ms) return hit.value
    const value = make()
    values.set(key, { at: Date.now(), value })
    value.catch(() => values.delete(key))
    if (values.size > 1000) values.delete(values.keys().next().value!)
    return value
  }
}
