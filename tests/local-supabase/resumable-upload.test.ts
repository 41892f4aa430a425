import { readFile, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORED_FILE_TRUSTED_MS } from '../../src/lib/rules/unreferenced-files'
import { memoryLedger } from '../../src/offline/engine/file-ledger'
import { sendFile } from '../../src/offline/engine/resumable-upload'
import { DEMO, client, startTestBackend, type TestBackend } from './helpers.ts'

// Storage's resumable uploads (TUS 1.0 at /storage/v1/upload/resumable) as the local server answers
// them, checked against what Storage's own tests expect (src/test/tus.test.ts): creation, the
// offset after a cut, the bucket's policies, limits and types, upsert, expiry.

let backend: TestBackend
let token: string
beforeAll(async () => {
  backend = await startTestBackend()
  const { data } = await client(backend.url, backend.anonKey).auth.signInWithPassword({
    email: DEMO.maria.email,
    password: DEMO.maria.password,
  })
  token = data.session!.access_token
})
afterAll(() => backend.stop())

const ENDPOINT = () => `${backend.url}/storage/v1/upload/resumable`
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

/** A JPEG-looking file of `size` bytes (the bucket checks the first bytes against the type). */
const jpeg = (size: number) => {
  const bytes = Buffer.alloc(size, 7)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

const mariaPath = (name: string) => `anuncios/${DEMO.maria.id}/${crypto.randomUUID()}/${name}`

function create(size: number, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(ENDPOINT(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      apikey: backend.anonKey,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': metadata(fields),
      ...headers,
    },
  })
}

const head = (location: string) =>
  fetch(location, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey, 'tus-resumable': '1.0.0' },
  })

/** What every PATCH of an upload carries: the caller, the protocol, where its bytes go. */
const patchHeaders = (offset: number) => ({
  authorization: `Bearer ${token}`,
  apikey: backend.anonKey,
  'tus-resumable': '1.0.0',
  'upload-offset': String(offset),
  'content-type': 'application/offset+octet-stream',
})

const patch = (location: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) =>
  fetch(location, { method: 'PATCH', headers: { ...patchHeaders(offset), ...headers }, body: new Uint8Array(bytes) })

/** A PATCH whose connection drops after `sent` bytes (a phone losing its signal mid-photo). */
function cutPatch(location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(location, {
      method: 'PATCH',
      headers: { ...patchHeaders(offset), 'content-length': String(bytes.length) },
    })
    req.on('error', () => resolve())
    req.write(bytes.subarray(0, sent), () => setTimeout(() => (req.destroy(), resolve()), 100))
  })
}

const photoFields = (objectName: string, extra: Record<string, string> = {}) => ({
  bucketName: 'imagens',
  objectName,
  contentType: 'image/jpeg',
  cacheControl: '3600',
  ...extra,
})

describe('resumable uploads', () => {
  it('creates, reports the offset, takes the rest and stores the object as the caller', async () => {
    const name = mariaPath('1.jpg')
    const bytes = jpeg(50_000)
    const created = await create(bytes.length, photoFields(name), { 'x-upsert': 'true' })
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const location = created.headers.get('location')!
    const id = Buffer.from(location.split('/').pop()!, 'base64url').toString()
    expect(location.startsWith(`${ENDPOINT()}/`)).toBe(true)
    expect(id).toMatch(new RegExp(`^imagens/${name}/[0-9a-f-]{36}$`))

    const started = await head(location)
    expect([started.status, started.headers.get('upload-offset'), started.headers.get('upload-length')]).toEqual([
      200,
      '0',
      '50000',
    ])
    expect(started.headers.get('cache-control')).toBe('no-store')

    const first = await patch(location, 0, bytes.subarray(0, 30_000), { 'x-upsert': 'true' })
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '30000'])
    expect(first.headers.get('tus-complete')).toBeNull()
    const last = await patch(location, 30_000, bytes.subarray(30_000), { 'x-upsert': 'true' })
    expect([last.status, last.headers.get('upload-offset'), last.headers.get('tus-complete')]).toEqual([204, '50000', '1'])

    const stored = await fetch(`${backend.url}/storage/v1/object/public/imagens/${name}`)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('image/jpeg')
    expect(stored.headers.get('cache-control')).toBe('max-age=3600')
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true)
    const { rows } = await backend.db.query<{ owner_id: string }>(
      'select owner_id from storage.objects where bucket_id = $1 and name = $2',
      ['imagens', name],
    )
    expect(rows).toEqual([{ owner_id: DEMO.maria.id }])
    // A finished upload still answers its full offset (a client whose last answer was lost).
    expect((await head(location)).headers.get('upload-offset')).toBe('50000')
  })

  it('a PATCH cut by a lost connection keeps what arrived: the upload continues from there', async () => {
    const name = mariaPath('2.jpg')
    const bytes = jpeg(400_000)
    const location = (await create(bytes.length, photoFields(name), { 'x-upsert': 'true' })).headers.get('location')!
    await cutPatch(location, 0, bytes, 320_000)
    const offset = Number((await head(location)).headers.get('upload-offset'))
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThanOrEqual(320_000)
    const rest = await patch(location, offset, bytes.subarray(offset), { 'x-upsert': 'true' })
    expect(rest.status).toBe(204)
    const stored = await fetch(`${backend.url}/storage/v1/object/public/imagens/${name}`)
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('a PATCH at a wrong offset is a 409 (the client asks HEAD and continues from the server’s)', async () => {
    const location = (await create(1000, photoFields(mariaPath('3.jpg')))).headers.get('location')!
    const wrong = await patch(location, 10, jpeg(990))
    expect(wrong.status).toBe(409)
  })

  it('the app’s sender continues an upload its ledger began, sending only the bytes missing', async () => {
    const name = mariaPath('4.jpg')
    const bytes = jpeg(120_000)
    const location = (await create(bytes.length, photoFields(name), { 'x-upsert': 'true' })).headers.get('location')!
    await cutPatch(location, 0, bytes, 90_000)
    const kept = Number((await head(location)).headers.get('upload-offset'))
    expect(kept).toBeGreaterThan(0)

    let sent = 0
    const counting: typeof fetch = (input, init) => {
      if (init?.body instanceof Blob) sent += init.body.size
      return fetch(input, init)
    }
    const app = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` }, fetch: counting },
    })
    const item: { uploads?: Record<string, string> } = { uploads: { [`imagens/${name}`]: location } }
    const progress: number[] = []
    const answer = await sendFile(
      app,
      { bucket: 'imagens', path: name, blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }) },
      memoryLedger(item),
      (n) => progress.push(n),
    )
    expect(answer.error).toBeNull()
    expect(sent).toBe(bytes.length - kept)
    expect(progress.at(-1)).toBe(bytes.length)
    expect(item.uploads).toEqual({ [`imagens/${name}`]: expect.stringMatching(/^stored@\d+$/) })
    const stored = await fetch(`${backend.url}/storage/v1/object/public/imagens/${name}`)
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true)

    // Stored: asked again, nothing goes up.
    sent = 0
    expect(
      (await sendFile(app, { bucket: 'imagens', path: name, blob: new Blob([new Uint8Array(bytes)]) }, memoryLedger(item))).error,
    ).toBeNull()
    expect(sent).toBe(0)

    // Stored longer ago than the phone trusts (the unreferenced files' job may have removed it): sent again, whole.
    item.uploads![`imagens/${name}`] = `stored@${Date.now() - STORED_FILE_TRUSTED_MS - 1}`
    const again = new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' })
    expect((await sendFile(app, { bucket: 'imagens', path: name, blob: again }, memoryLedger(item))).error).toBeNull()
    expect(sent).toBe(bytes.length)
  })
})

describe('refusals, as Storage words them (status and plain text)', () => {
  it('another person’s folder: 403 from the bucket’s policies, before a byte is sent', async () => {
    const refused = await create(1000, photoFields(`anuncios/${DEMO.joao.id}/x/1.jpg`))
    expect([refused.status, await refused.text()]).toEqual([403, 'new row violates row-level security policy'])
  })

  it('an existing object without x-upsert: 409; with it, the upload replaces it', async () => {
    const name = mariaPath('5.jpg')
    const first = (await create(100, photoFields(name))).headers.get('location')!
    expect((await patch(first, 0, jpeg(100))).status).toBe(204)
    const again = await create(100, photoFields(name))
    expect([again.status, await again.text()]).toEqual([409, 'The resource already exists'])
    expect((await create(100, photoFields(name), { 'x-upsert': 'true' })).status).toBe(201)
  })

  it('no bucket: 404; over the bucket’s size: 413; a type the bucket refuses: 415; a visitor: 403; no key: 400', async () => {
    const nobucket = await create(100, { ...photoFields(mariaPath('6.jpg')), bucketName: 'nao-existe' })
    expect([nobucket.status, await nobucket.text()]).toEqual([404, 'Bucket not found'])
    const big = await create(6 * 1024 * 1024, photoFields(mariaPath('7.jpg')))
    expect([big.status, await big.text()]).toEqual([413, 'Maximum size exceeded\n'])
    const text = await create(100, photoFields(mariaPath('8.txt'), { contentType: 'text/plain' }))
    expect([text.status, await text.text()]).toEqual([415, 'mime type text/plain is not supported'])
    const visitorHeaders = {
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': metadata(photoFields(mariaPath('9.jpg'))),
    }
    const visitor = await fetch(ENDPOINT(), { method: 'POST', headers: { ...visitorHeaders, apikey: backend.anonKey } })
    expect([visitor.status, await visitor.text()]).toEqual([403, 'new row violates row-level security policy'])
    const nokey = await fetch(ENDPOINT(), { method: 'POST', headers: visitorHeaders })
    expect([nokey.status, await nokey.text()]).toEqual([400, "headers must have required property 'authorization'"])
  })

  it('signed resumable uploads are not served by the local server: said, not half-done', async () => {
    const signed = await fetch(`${ENDPOINT()}/sign`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'x-signature': 'x' },
    })
    expect(signed.status).toBe(404)
    expect((await signed.json()).message).toMatch(/not supported by the local server/)
  })

  it('bytes that are not what the type says are refused when the upload finishes: 415, nothing stored', async () => {
    const name = mariaPath('10.jpg')
    const location = (await create(100, photoFields(name))).headers.get('location')!
    const done = await patch(location, 0, Buffer.alloc(100, 1))
    expect(done.status).toBe(415)
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [name])
    expect(rows).toEqual([])
  })

  it('an unfinished upload past its hour is forgotten: its URL answers 404', async () => {
    const name = mariaPath('11.jpg')
    const location = (await create(1000, photoFields(name))).headers.get('location')!
    expect((await patch(location, 0, jpeg(1000).subarray(0, 400))).status).toBe(204)
    // The upload's record says when it was created; move that back past the expiry.
    const id = Buffer.from(location.split('/').pop()!, 'base64url').toString()
    const record = path.join(backend.storageDir, '.resumable', `${id}.json`)
    const info = JSON.parse(await readFile(record, 'utf8'))
    await writeFile(record, JSON.stringify({ ...info, creation_date: new Date(Date.now() - 2 * 3600_000).toISOString() }))
    expect(await backend.forgetExpiredUploads()).toBeGreaterThanOrEqual(1)
    expect((await head(location)).status).toBe(404)
  })
})
