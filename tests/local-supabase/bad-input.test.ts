import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO, expectStorageRefusal, newAd, PNG_1X1, http, startTestBackend, type TestBackend } from './helpers.ts'

// What an attacker (or a buggy client) sends, as raw HTTP: each case must be answered with a
// PostgREST-, GoTrue- or Storage-style 4xx — never a 500 — and leave nothing stored or leaked.
// The per-actor rules are in rls-matrix.test.ts, the sign-in throttle and sign-up races in
// functions.test.ts, the database's own rules in catalog-rules.test.ts; this suite sends the bad
// input of each kind and prints how many cases were tried and held.

interface Case {
  area: string
  name: string
  holds: () => Promise<void>
}

let backend: TestBackend
const token = {} as Record<'maria' | 'joao' | 'inativo', string>
let held = 0
let joaoAd: string

beforeAll(async () => {
  process.env.LOGIN_ATRASO_BASE_MS = '1'
  backend = await startTestBackend()
  for (const [who, demo] of [
    ['maria', DEMO.maria],
    ['joao', DEMO.joao],
  ] as const) {
    const { data } = await backend.anon().auth.signInWithPassword({ email: demo.email, password: demo.password })
    token[who] = data.session!.access_token
  }
  const inactive = await backend.newUser()
  token.inativo = (
    await backend.anon().auth.signInWithPassword({ email: inactive.email, password: inactive.password })
  ).data.session!.access_token
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
  joaoAd = (await backend.db.query<{ id: string }>(`select id from public.anuncios where user_id = $1 limit 1`, [DEMO.joao.id]))
    .rows[0].id
})
afterAll(async () => {
  console.log(`Bad input: ${cases.length} cases tried, ${held} held`)
  await backend.stop()
})

const bearer = (who: keyof typeof token) => ({ Authorization: `Bearer ${token[who]}` })
const JSON_BODY = { 'Content-Type': 'application/json' }
const own = (name: string) => `anuncios/${DEMO.maria.id}/${name}`
const ACTIVE_AD = 'a0000000-0000-4000-8000-000000000003' // Maria's

async function expectError(res: Response, status: number, code?: string) {
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(status)
  if (code) expect(body.code ?? body.error ?? body.error_code, JSON.stringify(body)).toBe(code)
  return body
}

async function count(sql: string, params: unknown[] = []) {
  return (await backend.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n
}

function rest(path: string, init: RequestInit & { key?: string } = {}) {
  return http(backend, `/rest/v1/${path}`, init)
}

function upload(name: string, body: BodyInit, headers: Record<string, string> = {}, who: keyof typeof token = 'maria') {
  return http(backend, `/storage/v1/object/imagens/${name}`, { method: 'POST', headers: { ...bearer(who), ...headers }, body })
}

function callFunction(name: string, body: unknown, headers: Record<string, string> = {}) {
  return http(backend, `/functions/v1/${name}`, {
    method: 'POST',
    headers: { ...JSON_BODY, Authorization: `Bearer ${backend.anonKey}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function insertAd(body: unknown, who: keyof typeof token = 'maria') {
  return rest('anuncios', { method: 'POST', headers: { ...JSON_BODY, ...bearer(who) }, body: JSON.stringify(body) })
}

const cases: Case[] = [
  // Paths and query strings
  {
    area: 'REST path',
    name: 'bad percent-encoding in a table name: 400 PGRST100',
    holds: async () => void (await expectError(await rest('%ZZ'), 400, 'PGRST100')),
  },
  {
    area: 'REST path',
    name: 'bad percent-encoding in a function name: 400 PGRST100',
    holds: async () => void (await expectError(await rest('rpc/%E0%A4%A'), 400, 'PGRST100')),
  },
  {
    area: 'REST path',
    name: 'an unknown table: 404 PGRST205',
    holds: async () => void (await expectError(await rest('auth_users'), 404, 'PGRST205')),
  },
  {
    area: 'REST path',
    name: 'another schema (auth) through Accept-Profile: 406 PGRST106',
    holds: async () =>
      void (await expectError(await rest('anuncios', { headers: { 'Accept-Profile': 'auth' } }), 406, 'PGRST106')),
  },
  {
    area: 'REST filter',
    name: 'an or= filter nested 3,000 deep: 400 PGRST100, and the server keeps answering',
    holds: async () => {
      const deep = 'or('.repeat(3000) + 'id.eq.1' + ')'.repeat(3000)
      await expectError(await rest(`anuncios?select=id&or=(${encodeURIComponent(deep.slice(2))}`), 400, 'PGRST100')
      expect((await rest(`anuncios?select=id&or=(id.eq.${randomUUID()},or(status.eq.ativo))&limit=1`)).status).toBe(200)
    },
  },
  {
    area: 'REST filter',
    name: 'an unterminated or=: 400 PGRST100',
    holds: async () => void (await expectError(await rest('anuncios?or=(titulo.eq.a'), 400, 'PGRST100')),
  },
  {
    area: 'REST filter',
    name: 'an unknown column in select: 400 42703',
    holds: async () => void (await expectError(await rest('anuncios?select=cpf'), 400, '42703')),
  },
  {
    area: 'REST filter',
    name: 'a malformed uuid: 400 22P02',
    holds: async () => void (await expectError(await rest('anuncios?id=eq.nao-e-uuid'), 400, '22P02')),
  },
  {
    area: 'SQL injection',
    name: 'SQL in a filter value is only a value: 200 with no rows, nothing dropped',
    holds: async () => {
      const res = await rest(`anuncios?select=id&titulo=eq.${encodeURIComponent("x'; drop table public.anuncios; --")}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      expect(await count('public.anuncios')).toBeGreaterThan(0)
    },
  },
  {
    area: 'SQL injection',
    name: 'SQL in select: 400, nothing dropped',
    holds: async () => {
      const res = await rest(`anuncios?select=${encodeURIComponent('id;drop table public.anuncios')}`)
      expect(res.status).toBe(400)
      expect(await count('public.anuncios')).toBeGreaterThan(0)
    },
  },
  {
    area: 'SQL injection',
    name: 'SQL in order: 400 PGRST100',
    holds: async () =>
      void (await expectError(await rest(`anuncios?order=${encodeURIComponent('id;delete from anuncios')}`), 400, 'PGRST100')),
  },
  {
    area: 'SQL injection',
    name: 'SQL in the search term is searched for, not run',
    holds: async () => {
      const res = await rest('rpc/buscar_anuncios', {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ termo: "%' or 1=1; drop table public.anuncios; --" }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      expect(await count('public.anuncios')).toBeGreaterThan(0)
    },
  },
  // Bodies
  {
    area: 'REST body',
    name: 'malformed JSON: 400 PGRST102',
    holds: async () =>
      void (await expectError(
        await rest('newsletter_inscricoes', { method: 'POST', headers: JSON_BODY, body: '{"email": ' }),
        400,
        'PGRST102',
      )),
  },
  {
    area: 'REST body',
    name: 'a 2 MB body: 413, nothing stored',
    holds: async () => {
      const res = await rest('newsletter_inscricoes', {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ email: 'x'.repeat(2 << 20) }),
      })
      expect(res.status).toBe(413)
      expect(await count('public.newsletter_inscricoes where length(email) > 1000')).toBe(0)
    },
  },
  {
    area: 'REST body',
    name: "a 500,000-deep nested array to a function: 413 54001 as PostgreSQL's parser answers, never a crash",
    holds: async () => {
      const deep = '['.repeat(500_000) + ']'.repeat(500_000)
      const body = await expectError(
        await rest('rpc/buscar_anuncios', { method: 'POST', headers: JSON_BODY, body: deep }),
        413,
        '54001',
      )
      expect(body.message).toBe('stack depth limit exceeded')
      expect(body.hint).toContain('local server')
      const inObject = `{"termo": ${'['.repeat(2000)}${']'.repeat(2000)}}`
      await expectError(await rest('rpc/buscar_anuncios', { method: 'POST', headers: JSON_BODY, body: inObject }), 413, '54001')
      // Brackets inside strings are text, not nesting.
      const text = JSON.stringify({ termo: '['.repeat(5000) })
      expect((await rest('rpc/buscar_anuncios', { method: 'POST', headers: JSON_BODY, body: text })).status).toBe(200)
    },
  },
  {
    area: 'auth body',
    name: 'a 10 MB body to a disabled sign-up: 413 before the sign-up rules',
    holds: async () => {
      const res = await http(backend, '/auth/v1/signup', {
        method: 'POST',
        headers: { ...JSON_BODY, apikey: backend.anonKey },
        body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(10 << 20) }),
      })
      expect(await expectError(res, 413)).toMatchObject({ code: 413, error_code: 'request_too_large' })
    },
  },
  {
    area: 'REST body',
    name: 'an unknown column in an insert: 400 PGRST204',
    holds: async () => void (await expectError(await insertAd(newAd({ cor: 'verde' })), 400, 'PGRST204')),
  },
  {
    area: 'REST body',
    name: 'a bad UF: 400 23514 (check constraint)',
    holds: async () => void (await expectError(await insertAd(newAd({ uf: 'XX' })), 400, '23514')),
  },
  {
    area: 'REST body',
    name: 'a title of 10,000 characters: 400 23514',
    holds: async () => void (await expectError(await insertAd(newAd({ titulo: 'a'.repeat(10_000) })), 400, '23514')),
  },
  {
    area: 'REST body',
    name: 'six images on one ad: 400 23514',
    holds: async () =>
      void (await expectError(
        await insertAd(newAd({ imagens: Array.from({ length: 6 }, (_, i) => own(`x/${i}.webp`)) })),
        400,
        '23514',
      )),
  },
  {
    area: 'REST body',
    name: "an image path with '..' into another's folder: 400 23514",
    holds: async () =>
      void (await expectError(await insertAd(newAd({ imagens: [own(`../${DEMO.joao.id}/x.png`)] })), 400, '23514')),
  },
  {
    area: 'REST body',
    name: 'an image path with a backslash or an empty segment: 400 23514',
    holds: async () => {
      await expectError(await insertAd(newAd({ imagens: [own('a\\b.png')] })), 400, '23514')
      await expectError(await insertAd(newAd({ imagens: [own('a//b.png')] })), 400, '23514')
    },
  },
  // Tokens
  {
    area: 'JWT',
    name: 'no key at all: 401',
    holds: async () => expect((await fetch(`${backend.url}/rest/v1/anuncios`)).status).toBe(401),
  },
  {
    area: 'JWT',
    name: 'a forged signature: 401 PGRST301',
    holds: async () =>
      void (await expectError(await rest('anuncios', { key: backend.anonKey.slice(0, -4) + 'abcd' }), 401, 'PGRST301')),
  },
  {
    area: 'JWT',
    name: 'an expired token: 401 PGRST303',
    holds: async () => {
      const expired = await backend.keys.sign({
        role: 'authenticated',
        sub: DEMO.maria.id,
        exp: Math.floor(Date.now() / 1000) - 60,
      })
      await expectError(await rest('anuncios', { headers: { Authorization: `Bearer ${expired}` } }), 401, 'PGRST303')
    },
  },
  {
    area: 'JWT',
    name: "alg 'none' claiming service_role: 401",
    holds: async () => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
      const none = `${part({ alg: 'none', typ: 'JWT' })}.${part({ role: 'service_role' })}.`
      expect((await rest('usuarios?select=cpf', { key: none })).status).toBe(401)
    },
  },
  {
    area: 'JWT',
    name: 'a validly signed token for a database role the API does not grant (postgres): 401',
    holds: async () =>
      expect((await rest('usuarios?select=cpf', { key: await backend.keys.sign({ role: 'postgres' }) })).status).toBe(401),
  },
  // Role escalation and other people's data
  {
    area: 'escalation',
    name: 'a user makes themselves admin: 403 42501',
    holds: async () => {
      const res = await rest(`usuarios?id=eq.${DEMO.maria.id}`, {
        method: 'PATCH',
        headers: { ...JSON_BODY, ...bearer('maria') },
        body: JSON.stringify({ role: 'admin' }),
      })
      await expectError(res, 403, '42501')
      expect(await count(`public.usuarios where id = $1 and role = 'admin'`, [DEMO.maria.id])).toBe(0)
    },
  },
  {
    area: 'escalation',
    name: "a user forges an ad's rating: 403 42501",
    holds: async () => {
      const res = await rest(`anuncios?id=eq.${ACTIVE_AD}`, {
        method: 'PATCH',
        headers: { ...JSON_BODY, ...bearer('maria') },
        body: JSON.stringify({ avaliacoes_soma: 500 }),
      })
      await expectError(res, 403, '42501')
    },
  },
  {
    area: 'escalation',
    name: 'the owner rates their own ad: 400 with a pt-BR message',
    holds: async () => {
      const res = await rest('comentarios', {
        method: 'POST',
        headers: { ...JSON_BODY, ...bearer('maria') },
        body: JSON.stringify({ anuncio_id: ACTIVE_AD, rating: 5, comentario: 'O melhor!' }),
      })
      const body = await res.json()
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(body.message).toBe('Você não pode avaliar o seu próprio anúncio.')
    },
  },
  {
    area: 'personal data',
    name: 'a visitor reads CPF, phone and e-mail: 401 42501',
    holds: async () => void (await expectError(await rest('usuarios?select=cpf,telefone,email'), 401, '42501')),
  },
  {
    area: 'personal data',
    name: "another user reads Maria's CPF, phone and e-mail: no row",
    holds: async () => {
      const res = await rest(`usuarios?select=cpf,telefone,email&id=eq.${DEMO.maria.id}`, { headers: bearer('joao') })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
    },
  },
  {
    area: 'personal data',
    name: 'the public profile has no CPF column: 400 42703',
    holds: async () => void (await expectError(await rest('usuarios_publicos?select=cpf'), 400, '42703')),
  },
  {
    area: 'personal data',
    name: "the login function's answers reveal no e-mail or phone of the account",
    holds: async () => {
      const res = await callFunction('login', { identificador: DEMO.maria.username, senha: 'errada-123' })
      const text = await res.text()
      expect(res.status).toBe(401)
      expect(text).not.toContain(DEMO.maria.email)
      expect(text).not.toContain(DEMO.maria.telefone)
    },
  },
  {
    area: "others' ads",
    name: "an ad in someone else's name: 403 42501",
    holds: async () => void (await expectError(await insertAd(newAd({ user_id: DEMO.joao.id })), 403, '42501')),
  },
  {
    area: "others' ads",
    name: "updating someone else's ad changes nothing",
    holds: async () => {
      const res = await rest(`anuncios?id=eq.${joaoAd}`, {
        method: 'PATCH',
        headers: { ...JSON_BODY, ...bearer('maria'), Prefer: 'return=representation' },
        body: JSON.stringify({ titulo: 'Invadido' }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      expect(await count(`public.anuncios where titulo = 'Invadido'`)).toBe(0)
    },
  },
  {
    area: "others' ads",
    name: "deleting someone else's ad deletes nothing",
    holds: async () => {
      const res = await rest(`anuncios?id=eq.${joaoAd}`, { method: 'DELETE', headers: bearer('maria') })
      expect(res.status).toBe(204)
      expect(await count('public.anuncios where id = $1', [joaoAd])).toBe(1)
    },
  },
  {
    area: 'inactive account',
    name: 'an inactive account (still holding a valid token) creates no ad: 403 42501',
    holds: async () => void (await expectError(await insertAd(newAd(), 'inativo'), 403, '42501')),
  },
  {
    area: 'inactive account',
    name: 'an inactive account uploads nothing: AccessDenied (403)',
    holds: async () => {
      const res = await upload(
        `anuncios/${randomUUID()}/x.png`,
        new Uint8Array(PNG_1X1),
        { 'content-type': 'image/png' },
        'inativo',
      )
      await expectStorageRefusal(res, 403, 'AccessDenied')
    },
  },
  {
    area: 'API surface',
    name: 'a trigger function over RPC: 404 PGRST202',
    holds: async () =>
      void (await expectError(
        await rest('rpc/preparar_anuncio', { method: 'POST', headers: JSON_BODY, body: '{}' }),
        404,
        'PGRST202',
      )),
  },
  {
    area: 'API surface',
    name: 'a server-only function (who has this CPF?) over RPC: 401 42501',
    holds: async () => {
      const res = await rest('rpc/dados_de_cadastro_em_uso', {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ p_cpf: '52998224725', p_email: null, p_telefone: null, p_username: null }),
      })
      await expectError(res, 401, '42501')
    },
  },
  {
    area: 'API surface',
    name: 'a rate-limit table is not readable: 401 42501',
    holds: async () => void (await expectError(await rest('tentativas_login'), 401, '42501')),
  },
  // Storage
  {
    area: 'Storage path',
    name: 'bad percent-encoding in an object path: 400 InvalidKey',
    holds: async () =>
      void (await expectError(await http(backend, '/storage/v1/object/public/imagens/anuncios/%ZZ.png'), 400, 'InvalidKey')),
  },
  {
    area: 'Storage path',
    name: 'a 300-character path segment: 400 InvalidKey',
    holds: async () =>
      void (await expectError(
        await upload(own(`${'a'.repeat(300)}.png`), new Uint8Array(PNG_1X1), { 'content-type': 'image/png' }),
        400,
        'InvalidKey',
      )),
  },
  {
    area: 'Storage path',
    name: "'..' in an upload path (encoded): 400",
    holds: async () => {
      const res = await upload(`anuncios/${DEMO.maria.id}/..%2F..%2Fx.png`, new Uint8Array(PNG_1X1), {
        'content-type': 'image/png',
      })
      expect(res.status).toBe(400)
    },
  },
  {
    area: 'Storage path',
    name: "'..' segment that would land in another's folder: refused, nothing stored",
    holds: async () => {
      const res = await upload(`anuncios/${DEMO.maria.id}/../${DEMO.joao.id}/y.png`, new Uint8Array(PNG_1X1), {
        'content-type': 'image/png',
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(await count(`storage.objects where name like '%/y.png' and name like $1`, [`%${DEMO.joao.id}%`])).toBe(0)
    },
  },
  {
    area: 'Storage path',
    name: 'an object and a folder of the same name: the second is 400 InvalidKey, the first stays',
    holds: async () => {
      const file = own(`choque-${randomUUID()}.png`)
      expect((await upload(file, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })).status).toBe(200)
      await expectError(
        await upload(`${file}/dentro.png`, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' }),
        400,
        'InvalidKey',
      )
      expect((await http(backend, `/storage/v1/object/public/imagens/${file}`)).status).toBe(200)
      expect(await count('storage.objects where name = $1', [`${file}/dentro.png`])).toBe(0)
    },
  },
  {
    area: 'Storage body',
    name: 'a CR/LF in multipart cacheControl: 400 InvalidRequest, nothing stored',
    holds: async () => {
      const name = own(`crlf-${randomUUID()}.png`)
      const form = new FormData()
      form.append('cacheControl', '3600\r\nSet-Cookie: a=b')
      form.append('', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'x.png')
      await expectError(await upload(name, form), 400, 'InvalidRequest')
      await expectStorageRefusal(await http(backend, `/storage/v1/object/public/imagens/${name}`), 404, 'NoSuchKey')
    },
  },
  {
    area: 'Storage body',
    name: 'an object stored earlier with a CR/LF cacheControl still downloads, without the injected header',
    holds: async () => {
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
    },
  },
  {
    area: 'Storage body',
    name: 'a file over 5 MB: EntityTooLarge (413)',
    holds: async () => {
      const res = await upload(own('grande.png'), new Uint8Array(Buffer.concat([PNG_1X1, Buffer.alloc(5 << 20)])), {
        'content-type': 'image/png',
      })
      await expectStorageRefusal(res, 413, 'EntityTooLarge')
    },
  },
  {
    area: 'Storage body',
    name: 'HTML disguised as a PNG: InvalidMimeType (415)',
    holds: async () =>
      expectStorageRefusal(
        await upload(own('falso.png'), '<script>alert(1)</script>', { 'content-type': 'image/png' }),
        415,
        'InvalidMimeType',
      ),
  },
  {
    area: 'Storage body',
    name: 'an SVG (scriptable image): InvalidMimeType (415)',
    holds: async () =>
      expectStorageRefusal(
        await upload(own('desenho.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>', { 'content-type': 'image/svg+xml' }),
        415,
        'InvalidMimeType',
      ),
  },
  {
    area: "others' files",
    name: "uploading into someone else's folder: AccessDenied (403)",
    holds: async () => {
      const res = await upload(
        `anuncios/${DEMO.maria.id}/intruso-${randomUUID()}.png`,
        new Uint8Array(PNG_1X1),
        { 'content-type': 'image/png' },
        'joao',
      )
      await expectStorageRefusal(res, 403, 'AccessDenied')
    },
  },
  {
    area: "others' files",
    name: "removing someone else's file removes nothing",
    holds: async () => {
      const file = own(`fica-${randomUUID()}.png`)
      expect((await upload(file, new Uint8Array(PNG_1X1), { 'content-type': 'image/png' })).status).toBe(200)
      const res = await http(backend, '/storage/v1/object/imagens', {
        method: 'DELETE',
        headers: { ...JSON_BODY, ...bearer('joao') },
        body: JSON.stringify({ prefixes: [file] }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      expect((await http(backend, `/storage/v1/object/public/imagens/${file}`)).status).toBe(200)
    },
  },
  // Accounts
  {
    area: 'sign-up',
    name: 'GoTrue sign-up around the rules (no CPF, no phone): 422 signup_disabled, no account',
    holds: async () => {
      const email = `atalho.${randomUUID().slice(0, 8)}@b.co`
      const res = await http(backend, '/auth/v1/signup', {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ email, password: 'senha123' }),
      })
      const body = await res.json()
      expect(res.status).toBe(422)
      expect(body.error_code).toBe('signup_disabled')
      expect(await count('auth.users where email = $1', [email])).toBe(0)
    },
  },
  {
    area: 'sign-up',
    name: 'cadastro with an invalid CPF: 400 with a pt-BR message, no account',
    holds: async () => {
      const username = `cpf_${randomUUID().slice(0, 8)}`
      const res = await callFunction('cadastro', {
        nome: 'Rosa Lima',
        username,
        email: `${username}@campo-solidario.test`,
        telefone: '27912345678',
        cpf: '111.111.111-11',
        senha: 'senha-segura',
      })
      expect(await res.json()).toEqual({ code: 'dados_invalidos', error: 'CPF inválido' })
      expect(res.status).toBe(400)
      expect(await count('public.usuarios where username = $1', [username])).toBe(0)
    },
  },
  {
    area: 'sign-up',
    name: 'cadastro with a body that is not JSON: 400',
    holds: async () => expect((await callFunction('cadastro', '{"nome": ')).status).toBe(400),
  },
  {
    area: 'sign-in',
    name: 'login with SQL in the identifier: 401, the same answer as a wrong password',
    holds: async () => {
      const res = await callFunction('login', { identificador: "' or 1=1 --", senha: 'x' })
      expect(await expectError(res, 401)).toMatchObject({ error: 'Usuário ou senha inválidos' })
    },
  },
  {
    area: 'sign-in',
    name: 'login with a 10,000-character identifier: 400 with a pt-BR message',
    holds: async () =>
      void (await expectError(
        await callFunction('login', { identificador: 'a'.repeat(10_000), senha: 'x' }),
        400,
        'dados_invalidos',
      )),
  },
  {
    area: 'sign-in',
    name: 'GoTrue token with malformed JSON: 400',
    holds: async () => {
      const res = await http(backend, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: JSON_BODY,
        body: '{"email":',
      })
      expect(res.status).toBe(400)
    },
  },
  {
    area: 'sign-in',
    name: 'a refresh token that was never issued: 400 refresh_token_not_found',
    holds: async () => {
      const res = await http(backend, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ refresh_token: 'inventado' }),
      })
      expect((await expectError(res, 400)).error_code).toBe('refresh_token_not_found')
    },
  },
  {
    area: 'admin',
    name: 'the GoTrue admin API with a user token: 403, no user listed',
    holds: async () => {
      const res = await http(backend, '/auth/v1/admin/users', { headers: bearer('maria') })
      expect(res.status).toBe(403)
      expect(JSON.stringify(await res.json())).not.toContain('@')
    },
  },
  {
    area: 'admin',
    name: 'the admin-usuarios function for a producer: 403, no user listed',
    holds: async () => {
      const res = await callFunction('admin-usuarios', { acao: 'listar' }, bearer('maria'))
      expect(res.status).toBe(403)
      expect(JSON.stringify(await res.json())).not.toContain('@')
    },
  },
  {
    area: 'send limits',
    name: 'a 6th newsletter sign-up in an hour from one address: 429 with a pt-BR message, not stored',
    holds: async () => {
      const address = `198.51.100.${Math.floor(Math.random() * 250)}`
      const send = (i: number) =>
        rest('newsletter_inscricoes', {
          method: 'POST',
          headers: { ...JSON_BODY, 'X-Forwarded-For': address },
          body: JSON.stringify({ email: `limite.${i}.${randomUUID().slice(0, 6)}@campo-solidario.test` }),
        })
      for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(201)
      const body = await expectError(await send(5), 429, 'PT429')
      expect(body.message).toBe('Muitas inscrições a partir desta rede. Tente novamente mais tarde.')
      expect(await count(`public.newsletter_inscricoes where email like 'limite.5.%'`)).toBe(0)
    },
  },
]

it.each(cases.map((c) => [`${c.area}: ${c.name}`, c] as const))('%s', async (_, c) => {
  await c.holds()
  held++
})
