import { describe, expect, it } from 'vitest'
import { Busy, workQueue } from '../../web/server/work-queue.ts'

// The previews' queue on its own: one piece of work per key in flight, a bounded number at once
// and waiting, and an immediate "busy" past that (the caller answers something cheap).

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('the work queue', () => {
  it('requests for one key in flight share its work', async () => {
    const queue = workQueue({ concurrency: 1, waiting: 0 })
    const g = gate()
    let made = 0
    const make = async () => {
      made++
      await g.opened
      return 'prévia'
    }
    const all = Promise.all([queue.run('a', make), queue.run('a', make), queue.run('a', make)])
    g.open()
    expect(await all).toEqual(['prévia', 'prévia', 'prévia'])
    expect(made).toBe(1)
  })

  it('runs at most `concurrency` at once, lets `waiting` wait, and refuses the rest at once', async () => {
    const queue = workQueue({ concurrency: 2, waiting: 1 })
    const g = gate()
    const slow = async () => g.opened.then(() => 'feito')
    const running = [queue.run('a', slow), queue.run('b', slow), queue.run('c', slow)]
    expect(queue.load()).toEqual({ running: 2, waiting: 1 })
    await expect(queue.run('d', slow)).rejects.toBeInstanceOf(Busy)
    g.open()
    expect(await Promise.all(running)).toEqual(['feito', 'feito', 'feito'])
    expect(queue.load()).toEqual({ running: 0, waiting: 0 })
  })

  it('a failed piece of work frees its place and is not remembered', async () => {
    const queue = workQueue({ concurrency: 1, waiting: 0 })
    await expect(queue.run('a', async () => Promise.reject(new Error('foto ilegível')))).rejects.toThrow('foto ilegível')
    await expect(queue.run('a', async () => 'de novo')).resolves.toBe('de novo')
  })
})
