import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, PNG_1X1, http, startTestBackend, type TestBackend } from './helpers.ts'

// Contract of /storage/v1 as supabase-js uses it, with the `imagens` bucket's limits and policies.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const png = (bytes: Buffer = PNG_1X1) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0])

describe('upload and download', () => {
  it('uploads to the own folder, serves it publicly, and replaces it with upsert', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const path = `anuncios/${DEMO.maria.id}/teste/1.png`
    const up = await maria.storage.from('imagens').upload(path, png())
    expect(up.error).toBeNull()
    expect(up.data?.fullPath).toBe(`imagens/${path}`)

    const url = maria.storage.from('imagens').getPublicUrl(path).data.publicUrl
    expect(url).toBe(`${backend.url}/storage/v1/object/public/imagens/${path}`)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true)
    const etag = res.headers.get('etag')!
    const cached = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(cached.status).toBe(304)

    const duplicate = await maria.storage.from('imagens').upload(path, png())
    expect(duplicate.error).toMatchObject({ statusCode: '409' })

    const jpeg = Buffer.concat([JPEG_HEADER, Buffer.alloc(100)])
    const replaced = await maria.storage
      .from('imagens')
      .upload(path, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), { upsert: true })
    expect(replaced.error).toBeNull()
    const after = await fetch(url)
    expect(after.headers.get('content-type')).toBe('image/jpeg')

    const download = await maria.storage.from('imagens').download(path)
    expect(download.error).toBeNull()
    expect(download.data?.size).toBe(jpeg.length)
  })

  it('accepts a raw (non-multipart) body', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const up = await maria.storage
      .from('imagens')
      .upload(`avatars/${DEMO.maria.id}/foto.png`, PNG_1X1, { contentType: 'image/png' })
    expect(up.error).toBeNull()
  })

  it('a missing object: HTTP 400 with NoSuchKey (404) in the body, as Supabase Storage answers', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/public/imagens/anuncios/nada/nada.png`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' })
  })
})

describe('bucket limits', () => {
  it('refuses files over 5 MB with 413', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)])
    const { error } = await maria.storage.from('imagens').upload(`anuncios/${DEMO.maria.id}/grande.png`, png(big))
    expect(error).toMatchObject({ statusCode: '413' })
  })

  it('refuses types other than JPEG, PNG and WebP, and content that lies about its type (415)', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const gif = await maria.storage
      .from('imagens')
      .upload(`anuncios/${DEMO.maria.id}/a.gif`, new Blob(['GIF89a'], { type: 'image/gif' }))
    expect(gif.error).toMatchObject({ statusCode: '415' })
    const html = await maria.storage
      .from('imagens')
      .upload(`anuncios/${DEMO.maria.id}/falso.png`, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }))
    expect(html.error).toMatchObject({ statusCode: '415' })
  })

  it('refuses path traversal', async () => {
    const { data } = await backend.anon().auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
    const res = await http(backend, `/storage/v1/object/imagens/anuncios/${DEMO.maria.id}/..%2F..%2Fx.png`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${data.session!.access_token}` },
      body: new Uint8Array(PNG_1X1),
    })
    expect(res.status).toBe(400)
  })
})

describe('policies', () => {
  it('nobody writes into another user folder; visitors write nothing', async () => {
    const joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
    const intruder = await joao.storage.from('imagens').upload(`anuncios/${DEMO.maria.id}/intruso.png`, png())
    expect(intruder.error).toMatchObject({ statusCode: '403' })
    const root = await joao.storage.from('imagens').upload(`outro/${DEMO.joao.id}/x.png`, png())
    expect(root.error).toMatchObject({ statusCode: '403' })
    const anon = await backend.anon().storage.from('imagens').upload(`anuncios/${DEMO.joao.id}/x.png`, png())
    expect(anon.error).toMatchObject({ statusCode: '403' })
  })

  it('only the owner (or an admin) removes; remove of others is a no-op', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
    const path = `anuncios/${DEMO.maria.id}/remover/1.png`
    await maria.storage.from('imagens').upload(path, png())
    const byJoao = await joao.storage.from('imagens').remove([path])
    expect(byJoao.data).toEqual([])
    expect((await fetch(`${backend.url}/storage/v1/object/public/imagens/${path}`)).status).toBe(200)

    const listed = await maria.storage.from('imagens').list(`anuncios/${DEMO.maria.id}/remover`)
    expect(listed.data?.map((f) => f.name)).toEqual(['1.png'])

    const byMaria = await maria.storage.from('imagens').remove([path])
    expect(byMaria.data).toHaveLength(1)
    expect((await fetch(`${backend.url}/storage/v1/object/public/imagens/${path}`)).status).toBe(400)
  })

  it('an inactive user cannot upload', async () => {
    const user = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [user.id])
    const { error } = await user.client.storage.from('imagens').upload(`anuncios/${user.id}/x.png`, png())
    expect(error).toMatchObject({ statusCode: '403' })
  })
})

describe('download headers, as Storage writes them', () => {
  it('ranges, cache, robots, last-modified and a download name', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const path = `anuncios/${DEMO.maria.id}/cabecalhos-${Date.now()}.png`
    expect((await maria.storage.from('imagens').upload(path, png())).error).toBeNull()
    const url = `${backend.url}/storage/v1/object/public/imagens/${path}`
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('x-robots-tag')).toBe('none')
    expect(whole.headers.get('cache-control')).toBe('max-age=3600')
    expect(new Date(whole.headers.get('last-modified')!).getTime()).not.toBeNaN()
    const size = (await whole.arrayBuffer()).byteLength

    const part = await fetch(url, { headers: { Range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(10)

    const beyond = await fetch(url, { headers: { Range: `bytes=${size + 10}-` } })
    expect(beyond.status).toBe(416)
    expect(await beyond.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange', message: 'invalid range provided' })

    const named = await fetch(`${url}?download=mel da serra.png`)
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=mel%20da%20serra.png; filename*=UTF-8''mel%20da%20serra.png",
    )
  })
})
