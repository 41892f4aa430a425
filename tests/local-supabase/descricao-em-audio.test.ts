import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, expectStorageRefusal, http, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// An ad's spoken description (issue 52), per actor against the database: the public bucket
// `descricoes-em-audio` with Storage's size and type refusals, only the seller writing in their own
// folder, everyone hearing it through the public address, and the ad's columns checked against the
// stored file (its path under the ad, its length, its weight for its length).

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client
let joao: Client
let admin: Client
let mariaToken: string

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  mariaToken = (await backend.anon().auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })).data
    .session!.access_token
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
})
afterAll(() => backend.stop())

const BUCKET = 'descricoes-em-audio'
/** What a 24 kbit/s recording of `seconds` weighs (3 KB a second). */
const recording = (seconds: number, type = 'audio/webm') => new Blob([new Uint8Array(3000 * seconds).fill(5)], { type })
const pathFor = (sellerId: string, adId: string) => `${sellerId}/${adId}/${randomUUID()}.webm`

/** Maria's ad with a description of `seconds` (stored first, as the outbox does). */
async function adWithDescription(seconds: number) {
  const id = randomUUID()
  const path = pathFor(DEMO.maria.id, id)
  expect((await maria.storage.from(BUCKET).upload(path, recording(seconds))).error).toBeNull()
  const inserted = await maria
    .from('anuncios')
    .insert(newAd({ id, titulo: 'Mel de aroeira', audio_caminho: path, audio_duracao_ms: seconds * 1000 }))
  return { id, path, error: inserted.error }
}

function expectReason(r: { error: { code?: string; message?: string } | null }, reason: string) {
  expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
  expect(r.error?.message).toContain(reason)
}

describe('the descricoes-em-audio bucket answers as Supabase Storage does', () => {
  const upload = (path: string, body: BodyInit, type: string) =>
    http(backend, `/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${mariaToken}`, 'content-type': type },
    })

  it('a file over 1 MB: EntityTooLarge (413); a type it does not allow: InvalidMimeType (415)', async () => {
    const folder = `${DEMO.maria.id}/${randomUUID()}`
    await expectStorageRefusal(await upload(`${folder}/a.webm`, new Uint8Array(1048577), 'audio/webm'), 413, 'EntityTooLarge')
    await expectStorageRefusal(await upload(`${folder}/b.mp3`, new Uint8Array(10), 'audio/mpeg'), 415, 'InvalidMimeType')
  })

  it('WebM (Chrome) and MP4 (Safari) are taken', async () => {
    const folder = `${DEMO.maria.id}/${randomUUID()}`
    expect((await upload(`${folder}/c.webm`, new Uint8Array(10), 'audio/webm')).status).toBe(200)
    expect((await upload(`${folder}/d.m4a`, new Uint8Array(10), 'audio/mp4')).status).toBe(200)
  })
})

describe('who writes a description', () => {
  it('the seller, in their own folder, again on a retry (upsert), and removes it', async () => {
    const path = pathFor(DEMO.maria.id, randomUUID())
    expect((await maria.storage.from(BUCKET).upload(path, recording(1))).error).toBeNull()
    expect((await maria.storage.from(BUCKET).upload(path, recording(2), { upsert: true })).error).toBeNull()
    expect((await maria.storage.from(BUCKET).remove([path])).data).toHaveLength(1)
  })

  it('nobody in someone else’s folder; not a visitor; not an inactive account', async () => {
    const intoMaria = await joao.storage.from(BUCKET).upload(pathFor(DEMO.maria.id, randomUUID()), recording(1))
    expect(intoMaria.error).toMatchObject({ statusCode: '403' })
    const byVisitor = await visitor.storage.from(BUCKET).upload(pathFor(DEMO.joao.id, randomUUID()), recording(1))
    expect(byVisitor.error).toMatchObject({ statusCode: '403' })
    const inactive = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    const byInactive = await inactive.client.storage.from(BUCKET).upload(pathFor(inactive.id, randomUUID()), recording(1))
    expect(byInactive.error).toMatchObject({ statusCode: '403' })
  })

  it('another user cannot remove it; an admin can (moderation)', async () => {
    const path = pathFor(DEMO.maria.id, randomUUID())
    await maria.storage.from(BUCKET).upload(path, recording(1))
    expect((await joao.storage.from(BUCKET).remove([path])).data).toEqual([])
    expect((await admin.storage.from(BUCKET).remove([path])).data).toHaveLength(1)
  })
})

describe('an ad with a spoken description', () => {
  it('is heard by everyone through the public address, visitors included', async () => {
    const ad = await adWithDescription(2)
    expect(ad.error).toBeNull()
    const { data } = await visitor.from('anuncios').select('audio_caminho, audio_duracao_ms').eq('id', ad.id).single()
    expect(data).toEqual({ audio_caminho: ad.path, audio_duracao_ms: 2000 })
    const heard = await http(backend, `/storage/v1/object/public/${BUCKET}/${ad.path}`)
    expect(heard.status).toBe(200)
    expect(heard.headers.get('content-type')).toBe('audio/webm')
    expect((await heard.arrayBuffer()).byteLength).toBe(6000)
  })

  it('is refused, with its reason, when the file is missing, is not under the ad, is too long, or weighs more than 4 KB a second', async () => {
    const id = randomUUID()
    const missing = await maria
      .from('anuncios')
      .insert(newAd({ id, audio_caminho: pathFor(DEMO.maria.id, id), audio_duracao_ms: 3000 }))
    expectReason(missing, 'A descrição em áudio deste anúncio não foi enviada.')

    const first = await adWithDescription(1)
    const borrowed = await maria
      .from('anuncios')
      .insert(newAd({ id: randomUUID(), audio_caminho: first.path, audio_duracao_ms: 1000 }))
    expect(borrowed.error?.code).toBe('23514')
    expect(borrowed.error?.message).toContain('anuncios_descricao_em_audio')

    const longId = randomUUID()
    const longPath = pathFor(DEMO.maria.id, longId)
    await maria.storage.from(BUCKET).upload(longPath, recording(1))
    const tooLong = await maria.from('anuncios').insert(newAd({ id: longId, audio_caminho: longPath, audio_duracao_ms: 61_000 }))
    expectReason(tooLong, 'A descrição em áudio deve ter de 1 segundo a 1 minuto.')

    const heavyId = randomUUID()
    const heavyPath = pathFor(DEMO.maria.id, heavyId)
    await maria.storage.from(BUCKET).upload(heavyPath, new Blob([new Uint8Array(6200 * 2)], { type: 'audio/webm' }))
    const heavy = await maria.from('anuncios').insert(newAd({ id: heavyId, audio_caminho: heavyPath, audio_duracao_ms: 2000 }))
    expectReason(heavy, 'A descrição em áudio está maior que o permitido para a sua duração.')
  })

  it('is replaced and removed by its seller; another user cannot touch it', async () => {
    const ad = await adWithDescription(1)
    const next = pathFor(DEMO.maria.id, ad.id)
    await maria.storage.from(BUCKET).upload(next, recording(3))
    const replaced = await maria
      .from('anuncios')
      .update({ audio_caminho: next, audio_duracao_ms: 3000 })
      .eq('id', ad.id)
      .select('id')
    expect(replaced.error).toBeNull()
    expect(replaced.data).toHaveLength(1)
    const byJoao = await joao
      .from('anuncios')
      .update({ audio_caminho: null, audio_duracao_ms: null })
      .eq('id', ad.id)
      .select('id')
    expect(byJoao.data).toEqual([])
    const removed = await maria
      .from('anuncios')
      .update({ audio_caminho: null, audio_duracao_ms: null })
      .eq('id', ad.id)
      .select('id')
    expect(removed.data).toHaveLength(1)
    const { data } = await visitor.from('anuncios').select('audio_caminho').eq('id', ad.id).single()
    expect(data?.audio_caminho).toBeNull()
  })
})
