import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportReachable, reportUnreachable } from '@/lib/server/connection'
import { enqueue } from '@/offline/engine/outbox'
import { withSendState } from '@/offline/send-state'
import { OfflineDatabase } from '@/offline/store/database'

// What a screen says after a change comes from the outbox: "sent" only once the server took it.

let db: OfflineDatabase
afterEach(async () => {
  reportReachable()
  await db?.delete()
})

const comentar = (database: OfflineDatabase) =>
  enqueue(database, {
    kind: 'comentar',
    entity: `comentario:${randomUUID()}`,
    ownerId: 'maria',
    payload: { id: randomUUID(), anuncio_id: 'a', comentario: 'Bom', rating: 5 },
  } as never)

describe('the state of a change, for what a screen says', () => {
  it('"sent" once its item has left the outbox (the server acknowledged it)', async () => {
    db = new OfflineDatabase(`teste-${randomUUID()}`)
    const [, sending] = await withSendState(() => comentar(db), db)
    setTimeout(() => void db.outbox.clear(), 200)
    await expect(sending).resolves.toEqual({ state: 'sent' })
  })

  it('"queued" at once while the connection is known to be down', async () => {
    db = new OfflineDatabase(`teste-${randomUUID()}`)
    reportUnreachable()
    const [, sending] = await withSendState(() => comentar(db), db)
    await expect(sending).resolves.toEqual({ state: 'queued' })
    expect(await db.outbox.count()).toBe(1)
  })

  it('"refused" with the reason when the server refused it', async () => {
    db = new OfflineDatabase(`teste-${randomUUID()}`)
    const [, sending] = await withSendState(() => comentar(db), db)
    const [item] = await db.outbox.toArray()
    await db.outbox.update(item.seq!, { status: 'failed', error: 'Você já comentou.' })
    await expect(sending).resolves.toEqual({ state: 'refused', reason: 'Você já comentou.' })
  })

  it('"sending" when the connection holds but no answer came within the wait (never "sent")', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    try {
      db = new OfflineDatabase(`teste-${randomUUID()}`)
      const [, sending] = await withSendState(() => comentar(db), db)
      let result: unknown
      void sending.then((r) => (result = r))
      await vi.advanceTimersByTimeAsync(10_000)
      await vi.waitFor(() => expect(result).toEqual({ state: 'sending' }))
    } finally {
      vi.useRealTimers()
    }
  })

  it('earlier changes still waiting do not count against a new one', async () => {
    db = new OfflineDatabase(`teste-${randomUUID()}`)
    await comentar(db)
    const [, sending] = await withSendState(() => comentar(db), db)
    const last = await db.outbox.orderBy('seq').last()
    await db.outbox.delete(last!.seq!)
    await expect(sending).resolves.toEqual({ state: 'sent' })
    expect(await db.outbox.count()).toBe(1)
  })
})
