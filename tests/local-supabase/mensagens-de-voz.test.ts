import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, expectStorageRefusal, http, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Voice notes (issue 52), per actor against the database: the private bucket `audios` with
// Storage's own size and type refusals, only the sender writing in their folder, only the
// conversation's two active participants hearing a note, and a message's note checked against the
// stored file (its path, its weight for its length).

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let admin: Client
let other: { client: Client; id: string }
let adOfMaria: string
let joaoToken: string

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  joaoToken = (await backend.anon().auth.signInWithPassword({ email: DEMO.joao.email, password: DEMO.joao.password })).data
    .session!.access_token
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  adOfMaria = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id: adOfMaria, titulo: 'Queijo minas curado' }))).error).toBeNull()
})
afterAll(() => backend.stop())

/** A note's bytes: what a 24 kbit/s recording of `seconds` weighs (3 KB a second). */
const note = (seconds: number, type = 'audio/webm') => new Blob([new Uint8Array(3000 * seconds).fill(7)], { type })

async function sendNote(as: Client, senderId: string, seconds: number, comprador = DEMO.joao.id) {
  const id = randomUUID()
  const path = `${senderId}/${id}.webm`
  expect((await as.storage.from('audios').upload(path, note(seconds))).error).toBeNull()
  const sent = await as.from('mensagens').insert({
    id,
    anuncio_id: adOfMaria,
    comprador_id: comprador,
    texto: '',
    audio_caminho: path,
    audio_duracao_ms: seconds * 1000,
  })
  return { id, path, error: sent.error }
}

function expectReason(r: { error: { code?: string; message?: string } | null }, reason: string) {
  expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
  expect(r.error?.message).toContain(reason)
}

describe('the audios bucket answers as Supabase Storage does', () => {
  const upload = (path: string, body: BodyInit, type: string) =>
    http(backend, `/storage/v1/object/audios/${path}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${joaoToken}`, 'content-type': type },
    })

  it('a file over 1 MB: EntityTooLarge (413)', async () => {
    await expectStorageRefusal(
      await upload(`${DEMO.joao.id}/grande.webm`, new Uint8Array(1048577), 'audio/webm'),
      413,
      'EntityTooLarge',
    )
  })

  it('a type it does not allow, and a type with parameters (Storage compares the type as sent): InvalidMimeType (415)', async () => {
    await expectStorageRefusal(await upload(`${DEMO.joao.id}/a.mp3`, new Uint8Array(10), 'audio/mpeg'), 415, 'InvalidMimeType')
    const withCodecs = await upload(`${DEMO.joao.id}/b.webm`, new Uint8Array(10), 'audio/webm;codecs=opus')
    const body = await withCodecs.json()
    expect(withCodecs.status).toBe(400)
    expect(body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type audio/webm;codecs=opus is not supported',
    })
  })

  it('WebM (Chrome) and MP4 (Safari) are taken', async () => {
    expect((await upload(`${DEMO.joao.id}/c.webm`, new Uint8Array(10), 'audio/webm')).status).toBe(200)
    expect((await upload(`${DEMO.joao.id}/d.m4a`, new Uint8Array(10), 'audio/mp4')).status).toBe(200)
  })
})

describe('who writes a note', () => {
  it('the sender, in their own folder, again on a retry (upsert)', async () => {
    const path = `${DEMO.joao.id}/${randomUUID()}.webm`
    expect((await joao.storage.from('audios').upload(path, note(1))).error).toBeNull()
    expect((await joao.storage.from('audios').upload(path, note(2), { upsert: true })).error).toBeNull()
  })

  it('nobody in someone else’s folder; not a visitor; not an inactive account', async () => {
    const intoMaria = await joao.storage.from('audios').upload(`${DEMO.maria.id}/${randomUUID()}.webm`, note(1))
    expect(intoMaria.error).toMatchObject({ statusCode: '403' })
    const byVisitor = await visitor.storage.from('audios').upload(`${DEMO.joao.id}/${randomUUID()}.webm`, note(1))
    expect(byVisitor.error).toMatchObject({ statusCode: '403' })
    const inactive = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    const byInactive = await inactive.client.storage.from('audios').upload(`${inactive.id}/${randomUUID()}.webm`, note(1))
    expect(byInactive.error).toMatchObject({ statusCode: '403' })
  })
})

describe('a message with a note', () => {
  it('is stored with the file’s own size and type, and no text', async () => {
    const sent = await sendNote(joao, DEMO.joao.id, 2)
    expect(sent.error).toBeNull()
    const { data } = await maria
      .from('mensagens')
      .select('texto, audio_caminho, audio_duracao_ms, audio_bytes, audio_tipo')
      .eq('id', sent.id)
      .single()
    expect(data).toEqual({
      texto: '',
      audio_caminho: sent.path,
      audio_duracao_ms: 2000,
      audio_bytes: 6000,
      audio_tipo: 'audio/webm',
    })
  })

  it('sent twice (a lost answer) is one message', async () => {
    const sent = await sendNote(joao, DEMO.joao.id, 1)
    const again = await joao.from('mensagens').upsert(
      {
        id: sent.id,
        anuncio_id: adOfMaria,
        comprador_id: DEMO.joao.id,
        texto: '',
        audio_caminho: sent.path,
        audio_duracao_ms: 1000,
      },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    expect(again.error).toBeNull()
    const { count } = await joao.from('mensagens').select('id', { count: 'exact', head: true }).eq('id', sent.id)
    expect(count).toBe(1)
  })

  it('is heard by the two participants only: not another user, an admin, a visitor, or a participant made inactive', async () => {
    const sent = await sendNote(joao, DEMO.joao.id, 1)
    expect(sent.error).toBeNull()
    expect((await joao.storage.from('audios').download(sent.path)).data?.size).toBe(3000)
    expect((await maria.storage.from('audios').download(sent.path)).data?.size).toBe(3000)
    for (const outsider of [other.client, admin, visitor]) {
      expect((await outsider.storage.from('audios').download(sent.path)).error).toMatchObject({ statusCode: '404' })
    }
    const buyer = await backend.newUser()
    const theirs = await sendNote(buyer.client, buyer.id, 1, buyer.id)
    expect(theirs.error).toBeNull()
    expect((await maria.storage.from('audios').download(theirs.path)).error).toBeNull()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [buyer.id])
    expect((await buyer.client.storage.from('audios').download(theirs.path)).error).toMatchObject({ statusCode: '404' })
  })

  it('is refused, with its reason, when the file is missing, is another message’s, or weighs more than 4 KB a second', async () => {
    const id = randomUUID()
    const missing = await joao.from('mensagens').insert({
      id,
      anuncio_id: adOfMaria,
      comprador_id: DEMO.joao.id,
      texto: '',
      audio_caminho: `${DEMO.joao.id}/${id}.webm`,
      audio_duracao_ms: 3000,
    })
    expectReason(missing, 'O áudio desta mensagem não foi enviado.')

    const first = await sendNote(joao, DEMO.joao.id, 1)
    const borrowed = await joao.from('mensagens').insert({
      id: randomUUID(),
      anuncio_id: adOfMaria,
      comprador_id: DEMO.joao.id,
      texto: '',
      audio_caminho: first.path,
      audio_duracao_ms: 1000,
    })
    expectReason(borrowed, 'O áudio não pertence a esta mensagem.')

    const heavyId = randomUUID()
    const heavyPath = `${DEMO.joao.id}/${heavyId}.webm`
    await joao.storage.from('audios').upload(heavyPath, new Blob([new Uint8Array(6200 * 2)], { type: 'audio/webm' }))
    const heavy = await joao.from('mensagens').insert({
      id: heavyId,
      anuncio_id: adOfMaria,
      comprador_id: DEMO.joao.id,
      texto: '',
      audio_caminho: heavyPath,
      audio_duracao_ms: 2000,
    })
    expectReason(heavy, 'O áudio está maior que o permitido para a sua duração.')

    const shortId = randomUUID()
    const shortPath = `${DEMO.joao.id}/${shortId}.webm`
    await joao.storage.from('audios').upload(shortPath, note(1))
    const tooShort = await joao.from('mensagens').insert({
      id: shortId,
      anuncio_id: adOfMaria,
      comprador_id: DEMO.joao.id,
      texto: '',
      audio_caminho: shortPath,
      audio_duracao_ms: 600,
    })
    expectReason(tooShort, 'A mensagem de voz deve ter de 1 segundo a 2 minutos.')
  })

  it('tells the other side "Mensagem de voz (0:02)" in the inbox', async () => {
    const buyer = await backend.newUser()
    expect((await sendNote(buyer.client, buyer.id, 2, buyer.id)).error).toBeNull()
    const { data } = await maria
      .from('notificacoes')
      .select('titulo, texto')
      .eq('tipo', 'mensagem')
      .like('url', `%/${buyer.id}`)
      .order('created_at', { ascending: false })
      .limit(1)
      .single()
    expect(data?.texto).toMatch(/^Mensagem de voz \(0:02\) · Sobre "Queijo minas curado"/)
  })
})
