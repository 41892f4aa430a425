import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CachedAd } from '../../src/offline/ads/types'
import { editarAnuncio } from '../../src/offline/ads/actions'
import { saveAds } from '../../src/offline/ads/cache'
import { enqueue } from '../../src/offline/engine/outbox'
import { newPhotoPath } from '../../src/offline/ads/photo-paths'
import { browserLock } from '../../src/offline/engine/sync-engine'
import { PNG_1X1, serverCounts, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

/** A photo path chosen when the ad was recorded (src/offline/ads/photo-paths.ts). */
const photoOf = (userId: string, ad: string) => new RegExp(`^anuncios/${userId}/${ad}/[0-9a-f-]{36}\\.webp$`)

// The offline layer against the local server, with faults injected between client and server.
// After each, the server holds each intended row and photo exactly once and nothing is lost.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
})
afterAll(() => backend.stop())

const png = () => new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' })

/** An ad recorded as the app records it (photo paths chosen now); `numbered`: as earlier versions did (no paths). */
async function queueAd(p: Phone, photos = 0, { numbered = false } = {}) {
  const id = randomUUID()
  const paths = Array.from({ length: photos }, () => newPhotoPath(p.userId, id, png()))
  await enqueue(p.db, {
    kind: 'publicarAnuncio',
    entity: `anuncio:${id}`,
    ownerId: p.userId,
    payload: {
      anuncio: { id, titulo: 'Feijão vermelho', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27991112222' },
      ...(numbered ? {} : { imagens: paths }),
    },
    photos: Array.from({ length: photos }, png),
  })
  return id
}

async function queueComment(p: Phone, anuncioId: string) {
  const id = randomUUID()
  await enqueue(p.db, {
    kind: 'comentar',
    entity: `anuncio:${anuncioId}`,
    ownerId: p.userId,
    // The phone's own ad: its owner answers, without a rating.
    payload: { comentario: { id, anuncio_id: anuncioId, rating: null, comentario: 'Muito bom' } },
  })
  return id
}

const counts = () => serverCounts(backend)
const adsWithId = (id: string) => counts().adsWithId(id)
const photosOf = (userId: string, adId: string) => counts().photosOf(userId, adId)
const count = (sql: string, params: unknown[]) => counts().count(sql, params)
const commentsWithId = (id: string) => count('select count(*)::int as n from comentarios where id = $1', [id])

/** A photo's bytes going up: a PATCH of a resumable upload. */
const photoBytes = (url: string, method: string) => url.includes('/storage/v1/upload/resumable/') && method === 'PATCH'

describe('exactly once, whatever the connection does', () => {
  it('connection dropped before the requests', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 2)
    p.plan.faults.push(...Array.from({ length: 3 }, () => ({ when: () => true, fault: 'drop-before' as const })))
    await p.drain()
    expect([await adsWithId(ad), await photosOf(p.userId, ad)]).toEqual([1, 2])
  })

  it('answer lost after the server committed (ad insert, photo upload, comment)', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 2)
    const comment = await queueComment(p, ad)
    p.plan.faults.push(
      { when: photoBytes, fault: 'drop-after' },
      { when: (url, method) => url.includes('/rest/v1/anuncios') && method === 'POST', fault: 'drop-after' },
      { when: (url) => url.includes('/rest/v1/comentarios'), fault: 'drop-after' },
    )
    await p.drain()
    expect([await adsWithId(ad), await photosOf(p.userId, ad), await commentsWithId(comment)]).toEqual([1, 2, 1])
    const { rows } = await backend.db.query<{ imagens: string[] }>('select imagens from anuncios where id = $1', [ad])
    expect(rows[0].imagens).toEqual([expect.stringMatching(photoOf(p.userId, ad)), expect.stringMatching(photoOf(p.userId, ad))])
    // The photo whose answer was lost is not sent again: the server's offset says it is whole.
    expect(p.plan.fileBytes).toBe(2 * png().size)
  })

  it('an edit of the photos (answer lost) uploads the new one once, keeps the order and removes the old one', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 2)
    await p.drain()
    const { rows } = await backend.db.query<Record<string, unknown>>('select * from anuncios where id = $1', [ad])
    expect(rows[0]).toMatchObject({ latitude: -20.1211, longitude: -40.3074 })
    await saveAds(p.db, [{ ...(rows[0] as unknown as CachedAd), created_at: String(rows[0].created_at) }])
    const [primeira, segunda] = rows[0].imagens as string[]
    await editarAnuncio(p.db, { id: p.userId, name: 'x' }, ad, { titulo: 'Feijão vermelho novo', cidade: 'Afonso Cláudio' }, [
      { path: segunda },
      { blob: png() },
    ])
    p.plan.faults.push(
      { when: photoBytes, fault: 'drop-after' },
      { when: (url, method) => url.includes('/rest/v1/anuncios') && method === 'PATCH', fault: 'drop-after' },
    )
    await p.drain()
    const depois = (await backend.db.query<Record<string, unknown>>('select * from anuncios where id = $1', [ad])).rows[0]
    const imagens = depois.imagens as string[]
    expect(imagens[0]).toBe(segunda)
    expect(imagens[1]).toMatch(new RegExp(`^anuncios/${p.userId}/${ad}/[0-9a-f-]{36}\\.webp$`))
    // The new place could not be looked up: no stale coordinates are left behind.
    expect(depois).toMatchObject({ titulo: 'Feijão vermelho novo', cidade: 'Afonso Cláudio', latitude: null, longitude: null })
    expect(await photosOf(p.userId, ad)).toBe(2)
    expect(await count('select count(*)::int as n from storage.objects where name = $1', [primeira])).toBe(0)
  })

  it('an edit by someone who does not own the ad is refused with a reason, not dropped', async () => {
    const dono = await phone(backend)
    const ad = await queueAd(dono)
    await dono.drain()
    const outro = await phone(backend)
    await enqueue(outro.db, {
      kind: 'alterarStatusDoAnuncio',
      entity: `anuncio:${ad}`,
      ownerId: outro.userId,
      payload: { id: ad, status: 'vendido' },
    })
    await outro.sync()
    const [item] = await outro.db.outbox.toArray()
    expect(item).toMatchObject({ status: 'failed', error: 'Anúncio não encontrado ou sem permissão.' })
    expect(await count(`select count(*)::int as n from anuncios where id = $1 and status = 'ativo'`, [ad])).toBe(1)
  })

  it('500s are retried', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p)
    const comment = await queueComment(p, ad)
    p.plan.faults.push(
      { when: (url) => url.includes('/rest/v1/'), fault: '500' },
      { when: (url) => url.includes('/rest/v1/comentarios'), fault: '500' },
    )
    await p.drain()
    expect([await adsWithId(ad), await commentsWithId(comment)]).toEqual([1, 1])
  })

  it('photos whose upload failed halfway are completed, not duplicated', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 3)
    let uploads = 0
    p.plan.faults.push({ when: (url, method) => photoBytes(url, method) && ++uploads === 2, fault: 'drop-before' })
    await p.drain()
    expect([await adsWithId(ad), await photosOf(p.userId, ad)]).toEqual([1, 3])
    // The first photo went once; the second, whose bytes never left, once more; the third once.
    expect(p.plan.fileBytes).toBe(4 * png().size)
  })

  it('a permanent 403 in front does not block the items behind it', async () => {
    const p = await phone(backend)
    // Commenting on a paused ad is refused by row-level security.
    await queueComment(p, 'a0000000-0000-4000-8000-000000000037')
    const ad = await queueAd(p)
    await p.sync()
    expect(await adsWithId(ad)).toBe(1)
    const left = await p.db.outbox.toArray()
    expect(left.map((i) => [i.kind, i.status, i.error])).toEqual([
      ['comentar', 'failed', 'Sem permissão para esta alteração (sua conta pode estar inativa).'],
    ])
  })

  it('two tabs syncing at once, even without a shared lock, store everything once', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 2)
    const comment = await queueComment(p, ad)
    // Each run has its own lock, as two tabs would where Web Locks are missing.
    await Promise.all([p.sync(browserLock('tab-1')), p.sync(browserLock('tab-2'))])
    await p.drain()
    expect([await adsWithId(ad), await photosOf(p.userId, ad), await commentsWithId(comment)]).toEqual([1, 2, 1])
  })
})

describe("photos' smaller versions (for cards and for a phone's screen)", () => {
  const objects = async (userId: string, adId: string) =>
    (
      await backend.db.query<{ name: string }>('select name from storage.objects where name like $1 order by name', [
        `anuncios/${userId}/${adId}/%`,
      ])
    ).rows.map((r) => r.name.split('/').pop())

  it('each photo sent gets its small and screen versions beside it, once even when an answer is lost; deleting removes all', async () => {
    const p = await phone(backend, undefined, undefined, async () => png())
    const ad = await queueAd(p, 2)
    p.plan.faults.push({ when: (url) => url.endsWith('.card.webp'), fault: 'drop-after' })
    p.plan.faults.push({ when: (url) => url.endsWith('.screen.webp'), fault: 'drop-after' })
    await p.drain()
    // The ad lists the large photos only; the small ones are found beside them.
    const { rows } = await backend.db.query<{ imagens: string[] }>('select imagens from anuncios where id = $1', [ad])
    expect(rows[0].imagens).toEqual([expect.stringMatching(photoOf(p.userId, ad)), expect.stringMatching(photoOf(p.userId, ad))])
    const names = rows[0].imagens.map((path) => path.split('/').pop()!)
    const withCards = names
      .flatMap((name) => [name, name.replace(/\.webp$/, '.card.webp'), name.replace(/\.webp$/, '.screen.webp')])
      .sort()
    expect(await objects(p.userId, ad)).toEqual(withCards)
    await enqueue(p.db, {
      kind: 'excluirAnuncio',
      entity: `anuncio:${ad}`,
      ownerId: p.userId,
      payload: { id: ad, imagens: rows[0].imagens },
    })
    await p.drain()
    expect(await objects(p.userId, ad)).toEqual([])
  })

  it('a smaller version that cannot be made never blocks the ad: the screens then show the large photo', async () => {
    const p = await phone(backend, undefined, undefined, async () => {
      throw new Error('no canvas')
    })
    const ad = await queueAd(p, 1)
    await p.drain()
    expect(await objects(p.userId, ad)).toHaveLength(1)
    expect(await adsWithId(ad)).toBe(1)
  })

  it('an ad queued by an earlier version of the app (no photo paths) still sends its photos, to numbered names', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 2, { numbered: true })
    await p.drain()
    expect(await objects(p.userId, ad)).toEqual(['1.webp', '2.webp'])
  })
})

describe('sessions', () => {
  it('401 with a refreshable session: refreshed, then sent', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p)
    await p.expireSession()
    const report = await p.sync()
    expect(report.needsSignIn).toBe(false)
    expect(await adsWithId(ad)).toBe(1)
  })

  it('a token Storage refuses as expired (AccessDenied inside a 400): refreshed, then sent', async () => {
    const p = await phone(backend)
    const ad = await queueAd(p, 1)
    await p.expireSession({ phoneKnows: false })
    const report = await p.sync()
    expect(report).toMatchObject({ needsSignIn: false, rejected: 0 })
    expect([await adsWithId(ad), await photosOf(p.userId, ad)]).toEqual([1, 1])
  })

  it('a session that expired while offline for over an hour and can no longer be refreshed: items wait, then go after signing in again', async () => {
    const user = await backend.newUser()
    const p = await phone(backend, user)
    const ad = await queueAd(p)
    // Meanwhile every session of the account ended (e.g. a password change on another device).
    await backend.db.query('delete from auth.sessions where user_id = $1', [p.userId])
    await p.expireSession()
    const report = await p.sync()
    expect(report.needsSignIn).toBe(true)
    expect(await p.db.outbox.count()).toBe(1)
    expect(await adsWithId(ad)).toBe(0)

    await p.supabase.auth.signInWithPassword({ email: user.email, password: user.password })
    await p.drain()
    expect(await adsWithId(ad)).toBe(1)
  })

  it('items of one account are not sent when another account signs in on the same phone', async () => {
    const maria = await backend.newUser()
    const p = await phone(backend, maria)
    const ad = await queueAd(p)
    await p.supabase.auth.signOut({ scope: 'local' })
    const joao = await backend.newUser()
    await p.supabase.auth.signInWithPassword({ email: joao.email, password: joao.password })
    expect(await p.sync()).toMatchObject({ sent: 0, rejected: 0 })
    expect(await adsWithId(ad)).toBe(0)
    expect((await p.db.outbox.toArray()).map((i) => i.ownerId)).toEqual([maria.id])
  })
})
