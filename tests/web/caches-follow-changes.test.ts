import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppServer } from '../../web/server/app-server.ts'
import { buildWithFrames, listening } from './frames.ts'
import { DEMO, newAd, newTrip, startTestBackend, type TestBackend } from '../local-supabase/helpers.ts'

// A hidden ad disappears at once: the web server's page and preview follow the ad's public state
// within a couple of seconds (not a 30 s memory), and a CDN or browser revalidates them (ETag, 304)
// instead of keeping them blind for a minute. "Within 2 s" is checked on a moved clock, not a
// watched one: the server's clock (Date) is stopped at the change and moved 2 s, then the next
// visitor asks — so a busy machine cannot make it pass or fail.

const SITE = 'https://campo-solidario.test'
const FRAME =
  '<!doctype html><html lang="pt-BR"><head><title>Campo Solidário</title></head><body><div id="root"><main><div data-ad-summary=""></div></main></div></body></html>'

let backend: TestBackend
let dist: string
let server: Server
let base: string

beforeAll(async () => {
  backend = await startTestBackend()
  dist = await buildWithFrames(FRAME)
  server = createAppServer(dist, { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: SITE })
  base = await listening(server)
})

afterAll(async () => {
  server?.close()
  await backend?.stop()
  await rm(dist, { recursive: true, force: true })
})

/** A public ad with a photo (Maria's, unless another seller is given), opened by a first visitor
 * (page and preview). */
async function openedAd(seller?: { client: SupabaseClient; id: string }) {
  const maria = seller?.client ?? (await backend.signIn(DEMO.maria.email, DEMO.maria.password))
  const id = randomUUID()
  const photo = `anuncios/${seller?.id ?? DEMO.maria.id}/${id}/1.webp`
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e7d32' } })
    .webp()
    .toBuffer()
  expect((await maria.storage.from('imagens').upload(photo, picture, { contentType: 'image/webp' })).error).toBeNull()
  expect((await maria.from('anuncios').insert(newAd({ id, titulo: 'Mel de laranjeira', imagens: [photo] }))).error).toBeNull()
  expect((await fetch(`${base}/product/${id}`)).status).toBe(200)
  expect((await fetch(`${base}/og/anuncio/${id}.jpg`)).status).toBe(200)
  return { id, maria }
}

afterEach(() => {
  vi.useRealTimers()
})

/** What the next visitor gets for `address`, 2 s after `change` on the server's clock. */
async function twoSecondsAfter(change: () => Promise<void>, ...addresses: string[]): Promise<number[]> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  await change()
  vi.advanceTimersByTime(2000)
  const answers = await Promise.all(addresses.map((address) => fetch(`${base}${address}`)))
  await Promise.all(answers.map((answer) => answer.arrayBuffer()))
  vi.useRealTimers()
  return answers.map((answer) => answer.status)
}

const pageAndPreview = (id: string) => [`/product/${id}`, `/og/anuncio/${id}.jpg`]

describe('the shared-link caches follow the ad', () => {
  it('an ad hidden by an admin answers 404, page and preview, to the next visitor within 2 s', async () => {
    const { id } = await openedAd()
    const admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
    const hide = async () => {
      expect((await admin.rpc('ocultar_anuncio', { anuncio: id, motivo: 'Golpe ou fraude' })).error).toBeNull()
    }
    expect(await twoSecondsAfter(hide, ...pageAndPreview(id))).toEqual([404, 404])
  })

  it('an ad paused by its owner, and one deleted, likewise', async () => {
    const paused = await openedAd()
    const pause = async () => {
      expect((await paused.maria.from('anuncios').update({ status: 'pausado' }).eq('id', paused.id)).error).toBeNull()
    }
    expect(await twoSecondsAfter(pause, ...pageAndPreview(paused.id))).toEqual([404, 404])
    const deleted = await openedAd()
    const remove = async () => {
      expect((await deleted.maria.from('anuncios').delete().eq('id', deleted.id)).error).toBeNull()
    }
    expect(await twoSecondsAfter(remove, ...pageAndPreview(deleted.id))).toEqual([404, 404])
  })

  it("a seller deactivated by an admin: the seller's ad answers 404 within 2 s", async () => {
    const seller = await backend.newUser()
    const { id } = await openedAd(seller)
    const admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
    const deactivate = async () => {
      const r = await admin.from('usuarios').update({ status: 'inativo' }).eq('id', seller.id).select('id')
      expect(r.error).toBeNull()
      expect(r.data).toHaveLength(1)
    }
    expect(await twoSecondsAfter(deactivate, ...pageAndPreview(id))).toEqual([404, 404])
  })

  it('a cancelled trip leaves its shared page within 2 s', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const trip = newTrip()
    expect((await maria.from('viagens').insert(trip)).error).toBeNull()
    const before = await (await fetch(`${base}/viagens/${trip.id}`)).text()
    expect(before).toContain('<meta property="og:title"')
    const cancel = async () => {
      expect((await maria.from('viagens').update({ status: 'cancelada' }).eq('id', trip.id)).error).toBeNull()
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    await cancel()
    vi.advanceTimersByTime(2000)
    const after = await (await fetch(`${base}/viagens/${trip.id}`)).text()
    vi.useRealTimers()
    expect(after).not.toContain('<meta property="og:title"')
  })

  it('pages and previews are revalidated: the same ETag answers 304; a change answers the new page', async () => {
    const { id, maria } = await openedAd()
    for (const address of [`/product/${id}`, `/og/anuncio/${id}.jpg`]) {
      const first = await fetch(`${base}${address}`)
      await first.arrayBuffer()
      expect(first.headers.get('cache-control')).toBe('public, no-cache')
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await fetch(`${base}${address}`, { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
    const etag = (await fetch(`${base}/product/${id}`)).headers.get('etag')!
    expect((await maria.from('anuncios').update({ preco: 99 }).eq('id', id)).error).toBeNull()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    vi.advanceTimersByTime(2000)
    const changed = await fetch(`${base}/product/${id}`, { headers: { 'If-None-Match': etag } })
    vi.useRealTimers()
    expect(changed.status).toBe(200)
  })
})
