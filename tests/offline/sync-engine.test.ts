import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BACKOFF_MAX_MS, backoffDelay } from '@/offline/engine/backoff'
import { OfflineDatabase } from '@/offline/store/database'
import { type OutboxItem } from '@/offline/store/outbox-item'
import { outcomeOf, type Outcome } from '@/offline/engine/outcome'
import { DEVICE_OWNER, enqueue, retry, type NewOutboxItem } from '@/offline/engine/outbox'
import { discard } from '@/offline/registry'
import { browserLock, runSync, type SyncDeps } from '@/offline/engine/sync-engine'

const MARIA = 'maria-id'
const JOAO = 'joao-id'
let db: OfflineDatabase
afterEach(async () => {
  await db?.delete()
})

function setup(overrides: Partial<SyncDeps> & { answers?: (item: OutboxItem) => Outcome } = {}) {
  db = new OfflineDatabase(`teste-${randomUUID()}`)
  let clock = Date.now()
  const sent: string[] = []
  const deps: SyncDeps = {
    db,
    currentUser: async () => MARIA,
    refreshSession: async () => true,
    send: async (item) => {
      sent.push(`${item.kind}:${item.entity}`)
      return overrides.answers?.(item) ?? { kind: 'done' }
    },
    withLock: browserLock(`teste-${randomUUID()}`),
    now: () => clock,
    random: () => 0.5,
    ...overrides,
  }
  return { deps, sent, advance: (ms: number) => (clock += ms), at: () => clock }
}

const AD = { titulo: 'Milho', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27998761234' }

type AdKind = Extract<
  OutboxItem['kind'],
  'publicarAnuncio' | 'editarAnuncio' | 'alterarStatusDoAnuncio' | 'excluirAnuncio' | 'comentar' | 'favoritar' | 'desfavoritar'
>

/** A change of ad `id` of the given kind, as the actions record it. */
function anuncio(id: string, kind: AdKind = 'publicarAnuncio', ownerId = MARIA): NewOutboxItem {
  const about = { entity: `anuncio:${id}`, ownerId }
  switch (kind) {
    case 'publicarAnuncio':
      return { ...about, kind, payload: { anuncio: { id, ...AD } } }
    case 'editarAnuncio':
      return { ...about, kind, payload: { id, campos: { titulo: 'Milho verde' } } }
    case 'alterarStatusDoAnuncio':
      return { ...about, kind, payload: { id, status: 'pausado' } }
    case 'excluirAnuncio':
      return { ...about, kind, payload: { id } }
    case 'comentar':
      return { ...about, kind, payload: { comentario: { id: `c-${id}`, anuncio_id: id, comentario: 'Bom' } } }
    case 'favoritar':
    case 'desfavoritar':
      return { ...about, kind, payload: { anuncio_id: id } }
  }
}

describe('outbox order', () => {
  it('sends everything in recording order, each once, and empties the queue', async () => {
    const { deps, sent } = setup()
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('a', 'comentar'))
    await enqueue(db, anuncio('a', 'alterarStatusDoAnuncio'))
    const report = await runSync(deps)
    expect(sent).toEqual(['publicarAnuncio:anuncio:a', 'comentar:anuncio:a', 'alterarStatusDoAnuncio:anuncio:a'])
    expect(report).toMatchObject({ sent: 3, retrying: 0, rejected: 0 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('a status change never overtakes the creation of its ad; other ads are not held up', async () => {
    const { deps, sent, advance } = setup({
      answers: (item) =>
        item.kind === 'publicarAnuncio' && item.entity === 'anuncio:a' && attempts++ === 0 ? { kind: 'retry' } : { kind: 'done' },
    })
    let attempts = 0
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('a', 'alterarStatusDoAnuncio'))
    await enqueue(db, anuncio('b'))
    await runSync(deps)
    expect(sent).toEqual(['publicarAnuncio:anuncio:a', 'publicarAnuncio:anuncio:b'])
    expect((await db.outbox.toArray()).map((i) => i.kind)).toEqual(['publicarAnuncio', 'alterarStatusDoAnuncio'])

    advance(BACKOFF_MAX_MS)
    await runSync(deps)
    expect(sent.slice(2)).toEqual(['publicarAnuncio:anuncio:a', 'alterarStatusDoAnuncio:anuncio:a'])
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('failures', () => {
  it('network errors and 5xx wait with growing backoff (a random share of a doubling ceiling) and are never dropped', async () => {
    const { deps, advance, at } = setup({ answers: () => ({ kind: 'retry' }), random: () => 1 })
    await enqueue(db, anuncio('a'))
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      await runSync(deps)
      const [item] = await db.outbox.toArray()
      waits.push(item.nextAttemptAt - at())
      advance(item.nextAttemptAt - at())
    }
    // With the largest share, each wait is the ceiling: 1 s, doubling, never over 5 minutes.
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 8000])
    expect(Math.max(...waits)).toBe(BACKOFF_MAX_MS)
    const [item] = await db.outbox.toArray()
    expect(item).toMatchObject({ status: 'pending', attempts: 12 })
  })

  it('a backoff set under a clock that then went back (a wrong date put right) does not hold the item for days', async () => {
    const { deps, sent, at } = setup()
    await enqueue(db, anuncio('a'))
    const [item] = await db.outbox.toArray()
    // Set while the phone said it was a year ahead.
    await db.outbox.update(item.seq!, { attempts: 3, nextAttemptAt: at() + 365 * 24 * 3600 * 1000 })
    expect((await runSync(deps)).sent).toBe(1)
    expect(sent).toEqual(['publicarAnuncio:anuncio:a'])
  })

  it('a thrown error (connection dropped) counts as retry', async () => {
    const { deps } = setup({
      send: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await enqueue(db, anuncio('a'))
    expect(await runSync(deps)).toMatchObject({ retrying: 1, sent: 0 })
    expect(await db.outbox.count()).toBe(1)
  })

  it('a permanent refusal is marked with a pt-BR reason and does not block unrelated items', async () => {
    const { deps, sent } = setup({
      answers: (item) =>
        item.entity === 'anuncio:a'
          ? { kind: 'rejected', reason: 'Sem permissão para esta alteração (sua conta pode estar inativa).' }
          : { kind: 'done' },
    })
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('a', 'alterarStatusDoAnuncio'))
    await enqueue(db, anuncio('b'))
    const report = await runSync(deps)
    expect(report).toMatchObject({ sent: 1, rejected: 1 })
    expect(sent).toEqual(['publicarAnuncio:anuncio:a', 'publicarAnuncio:anuncio:b'])
    const left = await db.outbox.toArray()
    expect(left.map((i) => [i.kind, i.status, i.error])).toEqual([
      ['publicarAnuncio', 'failed', 'Sem permissão para esta alteração (sua conta pode estar inativa).'],
      ['alterarStatusDoAnuncio', 'pending', undefined],
    ])
  })

  it('the person can retry or discard a refused item', async () => {
    let refuse = true
    const { deps } = setup({ answers: () => (refuse ? { kind: 'rejected', reason: 'x' } : { kind: 'done' }) })
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('b'))
    await runSync(deps)
    const [a, b] = await db.outbox.toArray()
    refuse = false
    await retry(db, a.seq!)
    await discard(db, b.seq!)
    expect(await runSync(deps)).toMatchObject({ sent: 1 })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('sessions and accounts', () => {
  it('an expired session is refreshed, then the item goes', async () => {
    let fresh = false
    const refreshSession = vi.fn(async () => (fresh = true))
    const { deps } = setup({ refreshSession, answers: () => (fresh ? { kind: 'done' } : { kind: 'auth' }) })
    await enqueue(db, anuncio('a'))
    expect(await runSync(deps)).toMatchObject({ sent: 1, needsSignIn: false })
    expect(refreshSession).toHaveBeenCalledOnce()
  })

  it('with the session gone, items wait and the person is asked to sign in', async () => {
    const { deps, sent } = setup({ refreshSession: async () => false, answers: () => ({ kind: 'auth' }) })
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('b'))
    expect(await runSync(deps)).toMatchObject({ sent: 0, needsSignIn: true })
    expect(sent).toHaveLength(1)
    expect((await db.outbox.toArray()).map((i) => [i.status, i.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ])
  })

  it('signed out, nothing is sent and the person is asked to sign in', async () => {
    const { deps, sent } = setup({ currentUser: async () => null })
    await enqueue(db, anuncio('a'))
    expect(await runSync(deps)).toMatchObject({ needsSignIn: true, sent: 0 })
    expect(sent).toEqual([])
  })

  it('items are sent only under the account that made them', async () => {
    const { deps, sent } = setup({ currentUser: async () => JOAO })
    await enqueue(db, anuncio('de-maria'))
    await enqueue(db, anuncio('de-joao', 'publicarAnuncio', JOAO))
    await runSync(deps)
    expect(sent).toEqual(['publicarAnuncio:anuncio:de-joao'])
    expect((await db.outbox.toArray()).map((i) => i.ownerId)).toEqual([MARIA])
  })

  it("the device's own change (forgetting its push subscription) goes under anyone, or with nobody signed in", async () => {
    const forget: NewOutboxItem = {
      kind: 'esquecerAssinaturaPush',
      entity: 'aparelho:assinatura-push',
      ownerId: DEVICE_OWNER,
      payload: { endpoint: 'https://push.example/x', auth: 'segredo' },
    }
    const nobody = setup({ currentUser: async () => null })
    await enqueue(db, anuncio('de-maria'))
    await enqueue(db, forget)
    expect(await runSync(nobody.deps)).toMatchObject({ sent: 1, needsSignIn: true })
    expect(nobody.sent).toEqual(['esquecerAssinaturaPush:aparelho:assinatura-push'])
    expect((await db.outbox.toArray()).map((i) => i.ownerId)).toEqual([MARIA])

    const joao = setup({ currentUser: async () => JOAO })
    await enqueue(db, forget)
    await enqueue(db, anuncio('de-maria'))
    await runSync(joao.deps)
    expect(joao.sent).toEqual(['esquecerAssinaturaPush:aparelho:assinatura-push'])
    expect((await db.outbox.toArray()).map((i) => i.ownerId)).toEqual([MARIA])
  })
})

describe('cancellation and concurrency', () => {
  it('deleting an ad that never reached the server cancels its queued actions', async () => {
    const { deps, sent } = setup()
    await enqueue(db, anuncio('a'))
    await enqueue(db, anuncio('a', 'alterarStatusDoAnuncio'))
    await enqueue(db, anuncio('a', 'comentar'))
    const cancels = { kind: 'publicarAnuncio' as const, carryOver: () => undefined }
    await enqueue(db, anuncio('a', 'excluirAnuncio'), Date.now(), cancels)
    await enqueue(db, anuncio('b', 'excluirAnuncio'), Date.now(), cancels)
    await runSync(deps)
    expect(sent).toEqual(['excluirAnuncio:anuncio:b'])
  })

  it('two runs at once (two tabs): only one sends', async () => {
    const { deps, sent } = setup()
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const slowDeps = { ...deps, send: async (item: OutboxItem) => (await gate, deps.send(item)) }
    await enqueue(db, anuncio('a'))
    const first = runSync(slowDeps)
    const second = await runSync(slowDeps)
    release()
    expect(second.busy).toBe(true)
    expect(await first).toMatchObject({ sent: 1 })
    expect(sent).toEqual(['publicarAnuncio:anuncio:a'])
  })
})

describe('outcomeOf (server answers)', () => {
  it.each([
    [null, 'done'],
    [{ status: 0, message: 'TypeError: Failed to fetch' }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 429 }, 'retry'],
    [{ status: 401, code: 'PGRST303' }, 'auth'],
    [{ status: 403, code: '42501' }, 'rejected'],
    [{ status: 400, code: '23514' }, 'rejected'],
  ])('%j → %s', (error, kind) => {
    expect(outcomeOf(error).kind).toBe(kind)
  })

  it("a refusal by the project's own rule says its own pt-BR reason; others a general one", () => {
    const propria = {
      status: 400,
      code: '23514',
      message: 'Você não pode avaliar o seu próprio anúncio.',
      hint: 'Comente sem dar nota.',
    }
    expect(outcomeOf(propria)).toEqual({ kind: 'rejected', reason: 'Você não pode avaliar o seu próprio anúncio.' })
    const generica = {
      status: 400,
      code: '23514',
      message: 'new row for relation "comentarios" violates check constraint',
      hint: null,
    }
    expect(outcomeOf(generica)).toEqual({
      kind: 'rejected',
      reason: 'Algum dado não foi aceito pelo servidor. Revise e tente de novo.',
    })
  })

  it('backoff is capped, and phones failing together wait anywhere from zero to the ceiling (full jitter)', () => {
    expect(backoffDelay(100, () => 1)).toBe(BACKOFF_MAX_MS)
    const phones = Array.from({ length: 200 }, () => backoffDelay(4))
    expect(Math.min(...phones)).toBeLessThan(2000)
    expect(Math.max(...phones)).toBeGreaterThan(6000)
    expect(phones.every((wait) => wait >= 0 && wait <= 8000)).toBe(true)
  })
})
