// Expensive work (decoding a photo, making a preview) shared and bounded: requests for one key in
// flight share its work; at most `concurrency` run at once and `waiting` wait; beyond that the
// caller is told at once (Busy) and answers something cheap instead. A viral link opened by
// hundreds in the same minute is one piece of work, and a burst of many links cannot take all the
// memory and CPU.

export class Busy extends Error {}

export function workQueue({ concurrency, waiting }: { concurrency: number; waiting: number }) {
  const inFlight = new Map<string, Promise<unknown>>()
  const queue: Array<() => void> = []
  let running = 0

  const release = () => {
    running--
    queue.shift()?.()
  }
  const slot = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running++
        return resolve()
      }
      if (queue.length >= waiting) return reject(new Busy('Muitos pedidos ao mesmo tempo'))
      queue.push(() => {
        running++
        resolve()
      })
    })

  return {
    /** `make` for `key`, once however many ask at the same time; rejects with Busy when full. */
    run<T>(key: string, make: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key)
      if (shared) return shared as Promise<T>
      const work = slot().then(() => make().finally(release))
      inFlight.set(key, work)
      void work.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      )
      return work
    },
    /** How much is running and waiting (for the benchmark and the tests). */
    load: () => ({ running, waiting: queue.length }),
  }
}
