import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { favoritar } from '../../src/offline/social/actions'
import { UNKNOWN_KIND, UNREADABLE_PAYLOAD } from '../../src/offline/unsendable-reasons'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// An app updated with changes still queued, against the local server: what this build cannot send
// (a kind it does not know, a payload version it does not know, a payload its kind's schema
// refuses) is refused with its reason in the first run — never retried forever — and the changes
// after it are sent.

let backend: TestBackend
let p: Phone
beforeAll(async () => {
  backend = await startTestBackend()
  p = await phone(backend)
})
afterAll(() => backend.stop())

/** An item as another build of the app could have left it in the outbox. */
const leftByAnotherBuild = (extra: Record<string, unknown>) =>
  p.db.outbox.add({
    entity: `anuncio:${randomUUID()}`,
    ownerId: p.userId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
    ...extra,
  } as never)

it('an unknown kind, an unknown payload version and an unreadable payload are refused in one run; the next change is sent', async () => {
  const adId = randomUUID()
  const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  expect((await maria.from('anuncios').insert(newAd({ id: adId }))).error).toBeNull()

  const unknown = await leftByAnotherBuild({ kind: 'avaliarVendedor', v: 1, payload: { pedido: randomUUID(), nota: 5 } })
  const newer = await leftByAnotherBuild({ kind: 'favoritar', v: 2, payload: { anuncio: adId } })
  const broken = await leftByAnotherBuild({ kind: 'comentar', v: 1, payload: { texto: 'sem o comentário' } })
  await favoritar(p.db, p.userId, adId)

  const report = await p.sync()
  expect(report).toMatchObject({ sent: 1, rejected: 3, retrying: 0 })
  expect(await p.db.outbox.get(unknown)).toMatchObject({ status: 'failed', error: UNKNOWN_KIND })
  expect(await p.db.outbox.get(newer)).toMatchObject({ status: 'failed', error: UNKNOWN_KIND })
  expect(await p.db.outbox.get(broken)).toMatchObject({ status: 'failed', error: UNREADABLE_PAYLOAD })
  const { rows } = await backend.db.query('select 1 from public.favoritos where user_id = $1 and anuncio_id = $2', [
    p.userId,
    adId,
  ])
  expect(rows).toHaveLength(1)
  // Nothing of them went to the server: no request was made for them.
  expect(await p.db.outbox.where('status').equals('pending').count()).toBe(0)
})

it('a change recorded by this build carries its payload version', async () => {
  const adId = randomUUID()
  await favoritar(p.db, p.userId, adId)
  const [item] = await p.db.outbox.where('status').equals('pending').toArray()
  expect(item).toMatchObject({ kind: 'favoritar', v: 1 })
  await p.db.outbox.clear()
})
