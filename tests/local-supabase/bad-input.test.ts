import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, PNG_1X1, http, startTestBackend, type TestBackend } from './helpers.ts'

// Bad input gets a 4xx with a PostgREST- or Storage-style error — never a 500 — and nothing
// broken is stored. Raw HTTP, as an attacker (or a buggy client) would send it.

let backend: TestBackend
let token: string
beforeAll(async () => {
  backend = await startTestBackend()
  const { data } = await backend.anon().auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
  token = data.session!.access_token
})
afterAll(() => backend.stop())

const own = (name: string) => `anuncios/${DEMO.maria.id}/${name}`
const auth = () => ({ Authorization: `Bearer ${token}` })

function upload(name: string, body: BodyInit, headers: Record<string, string> = {}) {
  return http(backend, `/storage/v1/object/imagens/${name}`, { method: 'POST', headers: { ...auth(), ...headers }, body })
}

describe('REST', () => {
  it('bad percent-encoding in the path is a 400 PGRST100', async () => {
    for (const path of ['/rest/v1/%ZZ', '/rest/v1/rpc/%E0%A4%A']) {
      const res = await http(backend, path)
      expect(res.status, path).toBe(400)
      expect((await res.json()).code).toBe('PGRST100')
    }
  })

  it('an or= filter nested 3,000 deep is a 400 PGRST100, and the server keeps answering', async () => {
    const deep = 'or('.repeat(3000) + 'id.eq.1' + ')'.repeat(3000)
    const res = await http(backend, `/rest/v1/anuncios?select=id&or=(${encodeURIComponent(deep.slice(2))}`)
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST100')
    const shallow = await http(backend, `/rest/v1/anuncios?select=id&or=(id.eq.${randomUUID()},or(status.eq.ativo))&limit=1`)
    expect(shallow.status).toBe(200)
  })
})

describe('Storage', () => {
  it('bad percent-encoding in an object path is a 400 InvalidKey', async () => {
    const res = await http(backend, '/storage/v1/object/public/imagens/anuncios/%ZZ.png')
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('InvalidKey')
  })

  it('a 300-character path segment is refused clearly (400), not a 500', async () => {
    const res = await upload(own(`${'a'.repeat(300)}.png`), new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' })
  })

  it('an object and a folder of the same name: the second is refused clearly (400), the first stays', async () => {
    const file = own(`choque-${randomUUID()}.png`)
    expect((await upload(file, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })).status).toBe(200)
    const res = await upload(`${file}/dentro.png`, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('InvalidKey')
    expect((await http(backend, `/storage/v1/object/public/imagens/${file}`)).status).toBe(200)
    const { rows } = await backend.db.query('select 1 from storage.objects where name = $1', [`${file}/dentro.png`])
    expect(rows).toHaveLength(0)
  })

  it('a CR/LF in multipart cacheControl is refused, and nothing is stored that would break downloads', async () => {
    const name = own(`crlf-${randomUUID()}.png`)
    const form = new FormData()
    form.append('cacheControl', '3600\r\nSet-Cookie: a=b')
    form.append('', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'x.png')
    const res = await upload(name, form)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('InvalidRequest')
    expect((await http(backend, `/storage/v1/object/public/imagens/${name}`)).status).toBe(404)
  })

  it('an object stored earlier with such a value still downloads', async () => {
    const name = own(`antigo-${randomUUID()}.png`)
    expect((await upload(name, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })).status).toBe(200)
    await backend.db.query(
      `update storage.objects set metadata = jsonb_set(metadata, '{cacheControl}', to_jsonb($2::text)) where name = $1`,
      [name, 'max-age=60\r\nX-Evil: 1'],
    )
    const res = await http(backend, `/storage/v1/object/public/imagens/${name}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('x-evil')).toBeNull()
  })
})
