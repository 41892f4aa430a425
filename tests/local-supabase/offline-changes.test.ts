import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editarAnuncio, excluirAnuncio, publicarAnuncio } from '../../src/offline/ads/actions'
import { resolverConflito } from '../../src/offline/ads/conflict'
import { CHANGED_ELSEWHERE, TOO_MANY_PHOTOS } from '../../src/offline/ads/senders'
import { newPhotoPath } from '../../src/offline/ads/photo-paths'
import { alterarStatusDoPedido } from '../../src/offline/conversations/actions'
import { enqueue } from '../../src/offline/engine/outbox'
import { pullPersonChanges } from '../../src/offline/person-changes'
import {
  DEMO,
  PNG_1X1,
  forgetPublications,
  newAd,
  serverCounts,
  settledWrites,
  startTestBackend,
  type TestBackend,
} from './helpers'
import { phone, type Phone } from './phone'

// The person's refresh by what changed, through the offline layer against the local server: a
// start with nothing changed is one small answer, a new phone gets the whole list of orders, a
// deleted ad stays deleted whichever phone resends its publication, and an order's status changed
// here is not undone by a refresh while the change waits.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
})
afterAll(() => backend.stop())

const png = () => new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' })
const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const publishAnswerLost = {
  when: (url: string, method: string) => url.includes('/rest/v1/anuncios') && method === 'POST',
  fault: 'drop-after' as const,
}

const counts = () => serverCounts(backend)
const adsWithId = (id: string) => counts().adsWithId(id)
const photosOf = (userId: string, adId: string) => counts().photosOf(userId, adId)

/** Two phones of one person (the producer's and the family's). */
async function twoPhones(): Promise<[Phone, Phone]> {
  const person = await backend.newUser()
  const credentials = { email: person.email, password: person.password }
  return [await phone(backend, credentials), await phone(backend, credentials)]
}

async function queueAd(p: Phone) {
  const id = randomUUID()
  await enqueue(p.db, {
    kind: 'publicarAnuncio',
    entity: `anuncio:${id}`,
    ownerId: p.userId,
    payload: {
      anuncio: { id, titulo: 'Queijo minas frescal', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27991112222' },
      imagens: [newPhotoPath(p.userId, id, png())],
    },
    photos: [png()],
  })
  return id
}

describe('deleted stays deleted', () => {
  it('a publication whose answer was lost, deleted meanwhile on the other phone, is refused when resent and names why', async () => {
    const [first, second] = await twoPhones()
    const ad = await queueAd(first)
    first.plan.faults.push(publishAnswerLost)
    await first.sync()
    expect(await adsWithId(ad)).toBe(1)

    await pullPersonChanges(second.supabase, second.db, second.userId)
    await excluirAnuncio(second.db, { id: second.userId, name: 'x' }, ad)
    await second.drain()
    expect([await adsWithId(ad), await photosOf(second.userId, ad)]).toEqual([0, 0])

    first.later()
    await first.sync()
    const [refused] = await first.db.outbox.toArray()
    expect(refused).toMatchObject({
      kind: 'publicarAnuncio',
      status: 'failed',
      error: 'Este anúncio foi excluído e não pode ser publicado de novo.',
    })
    expect([await adsWithId(ad), await photosOf(first.userId, ad)]).toEqual([0, 0])
    // The other phone's refresh says it is gone here too.
    await pullPersonChanges(first.supabase, first.db, first.userId)
    await pullPersonChanges(second.supabase, second.db, second.userId)
    expect(await second.db.anuncios.get(ad)).toBeUndefined()
  })

  it('deleted on the same phone before the resend, the delete is sent: no row and no file stay', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p)
    p.plan.faults.push(publishAnswerLost)
    await p.sync()
    expect([await adsWithId(ad), await photosOf(p.userId, ad)]).toEqual([1, 1])
    await excluirAnuncio(p.db, { id: p.userId, name: 'x' }, ad)
    await p.drain()
    expect([await adsWithId(ad), await photosOf(p.userId, ad)]).toEqual([0, 0])
    await pullPersonChanges(p.supabase, p.db, p.userId)
    expect(await p.db.anuncios.get(ad)).toBeUndefined()
  })

  it('one never sent is cancelled on the phone, with nothing sent', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p)
    const before = p.plan.requests
    await excluirAnuncio(p.db, { id: p.userId, name: 'x' }, ad)
    await p.sync()
    expect(await p.db.outbox.count()).toBe(0)
    expect(p.plan.requests).toBe(before)
  })
})

describe('a start costs what changed', () => {
  it('with nothing changed: one request, a few hundred bytes; after a change, that change', async () => {
    const p = await phone(backend)
    await settledWrites(backend)
    await pullPersonChanges(p.supabase, p.db, p.userId)
    const before = p.plan.requests
    const { data } = await p.supabase.rpc('mudancas', { desde: (await p.db.meta.get(`mudancas:${p.userId}`))!.value as string })
    expect(JSON.stringify(data).length).toBeLessThan(200)
    expect(p.plan.requests - before).toBe(1)
    const again = p.plan.requests
    expect(await pullPersonChanges(p.supabase, p.db, p.userId)).toEqual({ ok: true, count: 0 })
    expect(p.plan.requests - again).toBe(1)
  })

  it('a new phone of a person with 300 orders lists all 300; the status changed here stays while the change waits', async () => {
    const seller = await backend.newUser()
    const buyer = await backend.newUser()
    const ad = randomUUID()
    expect((await seller.client.from('anuncios').insert(newAd({ id: ad, titulo: 'Alface crespa' }))).error).toBeNull()
    await forgetPublications(backend)
    // A history made over months: written at once here, past the limit of lines per minute.
    await backend.db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica')
      await tx.query(
        `insert into public.pedidos (id, anuncio_id, comprador_id, vendedor_id, quantidade, entrega)
         select gen_random_uuid(), $1, $2, $3, n || ' pés', 'retirar' from generate_series(1, 300) n`,
        [ad, buyer.id, seller.id],
      )
    })
    const p = await phone(backend, { email: seller.email, password: seller.password })
    await pullPersonChanges(p.supabase, p.db, p.userId)
    expect(await p.db.pedidos.where('vendedor_id').equals(seller.id).count()).toBe(300)

    const order = (await p.db.pedidos.where('vendedor_id').equals(seller.id).first())!
    p.plan.faults.push(...offline(1))
    await alterarStatusDoPedido(p.db, { id: p.userId, name: 'x' }, order, 'aceito', 12)
    await p.sync()
    // The order changes on the server meanwhile (as any write does, it moves the order's cursor): a refresh reads it again.
    await backend.db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica')
      await tx.query(`update public.pedidos set observacao = 'sem agrotóxico', versao = pg_current_xact_id() where id = $1`, [
        order.id,
      ])
    })
    await pullPersonChanges(p.supabase, p.db, p.userId)
    expect((await p.db.pedidos.get(order.id))?.status).toBe('aceito')
    await p.drain()
    await pullPersonChanges(p.supabase, p.db, p.userId)
    expect(await p.db.pedidos.get(order.id)).toMatchObject({ status: 'aceito', observacao: 'sem agrotóxico' })
  })

  it('signing out forgets where the refresh stood, so the next sign-in reads whole', async () => {
    const p = await phone(backend, { email: DEMO.maria.email, password: DEMO.maria.password })
    await pullPersonChanges(p.supabase, p.db, p.userId)
    const { forgetPerson } = await import('../../src/offline/forget-person')
    await forgetPerson(p.userId, {}, p.db)
    expect(await p.db.meta.get(`mudancas:${p.userId}`)).toBeUndefined()
    await pullPersonChanges(p.supabase, p.db, p.userId)
    expect(await p.db.pedidos.count()).toBeGreaterThan(0)
  })
})

describe('two phones of one person editing the same ad', () => {
  const author = (p: Phone) => ({ id: p.userId, name: 'Produtora' })
  const dados = {
    titulo: 'Queijo minas',
    categoria: 'comida',
    preco: 8,
    descricao: null,
    cidade: 'Serra',
    uf: 'ES',
    contato: '27991112222',
  }

  async function sharedAd(photos = 0) {
    const [a, b] = await twoPhones()
    const ad = await publicarAnuncio(a.db, author(a), dados, Array.from({ length: photos }, png))
    await a.drain()
    await Promise.all([pullPersonChanges(a.supabase, a.db, a.userId), pullPersonChanges(b.supabase, b.db, b.userId)])
    return { a, b, ad }
  }

  const serverAd = async (id: string) =>
    (
      await backend.db.query<{ preco: string; titulo: string; imagens: string[] }>(
        'select preco, titulo, imagens from anuncios where id = $1',
        [id],
      )
    ).rows[0]

  it('the same price changed on both: the phone that sent second is told, with both values, and each choice works', async () => {
    const { a, b, ad } = await sharedAd()
    await editarAnuncio(b.db, author(b), ad, { preco: 12 })
    await b.drain()
    await editarAnuncio(a.db, author(a), ad, { preco: 10 })
    await a.sync()
    const [refused] = await a.db.outbox.toArray()
    expect(refused).toMatchObject({
      status: 'failed',
      error: CHANGED_ELSEWHERE,
      conflict: [{ campo: 'preco', meu: 10, servidor: 12 }],
    })
    expect(Number((await serverAd(ad)).preco)).toBe(12)

    await resolverConflito(a.db, refused.seq!, 'meu')
    await a.drain()
    expect(Number((await serverAd(ad)).preco)).toBe(10)

    // Again, and this time the server's value is kept: the phone shows it at once, nothing is sent.
    await pullPersonChanges(b.supabase, b.db, b.userId)
    await editarAnuncio(b.db, author(b), ad, { preco: 25 })
    await b.drain()
    await editarAnuncio(a.db, author(a), ad, { preco: 20 })
    await a.sync()
    const [again] = await a.db.outbox.toArray()
    expect(again.conflict).toEqual([{ campo: 'preco', meu: 20, servidor: 25 }])
    await resolverConflito(a.db, again.seq!, 'servidor')
    expect(await a.db.outbox.count()).toBe(0)
    expect((await a.db.anuncios.get(ad))?.preco).toBe(25)
    expect(Number((await serverAd(ad)).preco)).toBe(25)
  })

  it('edits of different fields merge, and two phones changing the photos leave every photo the ad points at readable', async () => {
    const { a, b, ad } = await sharedAd(3)
    const [p1, p2, p3] = (await a.db.anuncios.get(ad))!.imagens
    await editarAnuncio(a.db, author(a), ad, { preco: 15 }, [{ path: p2 }, { path: p3 }, { blob: png() }])
    await editarAnuncio(b.db, author(b), ad, { titulo: 'Queijo minas curado' }, [{ path: p1 }, { path: p3 }])
    await b.drain()
    await a.drain()
    const row = await serverAd(ad)
    expect(row).toMatchObject({ titulo: 'Queijo minas curado' })
    expect(Number(row.preco)).toBe(15)
    expect(row.imagens).toHaveLength(2)
    expect(row.imagens[0]).toBe(p3)
    for (const path of row.imagens) {
      expect((await a.supabase.storage.from('imagens').download(path)).error).toBeNull()
    }
    // Each phone removed one: those two are gone from Storage, nothing else.
    const stored = await backend.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'imagens' and name like $1 and name not like '%.card.%' and name not like '%.screen.%'`,
      [`anuncios/${a.userId}/${ad}/%`],
    )
    expect(stored.rows.map((r) => r.name).sort()).toEqual([...row.imagens].sort())
    expect(stored.rows.map((r) => r.name)).not.toContain(p1)
    expect(stored.rows.map((r) => r.name)).not.toContain(p2)
  })

  it('photos added on both phones past 5: the phone that sent second is refused with why, the server keeps the first phone’s 5', async () => {
    const { a, b, ad } = await sharedAd(3)
    const held = (await a.db.anuncios.get(ad))!.imagens.map((path) => ({ path }))
    await editarAnuncio(b.db, author(b), ad, {}, [...held, { blob: png() }, { blob: png() }])
    await b.drain()
    await editarAnuncio(a.db, author(a), ad, {}, [...held, { blob: png() }])
    await a.sync()
    const [refused] = await a.db.outbox.toArray()
    expect(refused).toMatchObject({ status: 'failed', error: TOO_MANY_PHOTOS })
    const row = await serverAd(ad)
    expect(row.imagens).toHaveLength(5)
    for (const path of row.imagens) expect((await a.supabase.storage.from('imagens').download(path)).error).toBeNull()
  })
})
