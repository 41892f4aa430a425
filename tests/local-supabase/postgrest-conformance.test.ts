import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, newAd, http, startTestBackend, type TestBackend } from './helpers.ts'

// /rest/v1 answers as PostgREST (12–14) answers — status, headers and body — or refuses clearly.
// Each expectation is PostgREST's documented behaviour (postgrest.org, "API" and "Errors"),
// checked against its own source (Response.hs, RangeQuery.hs, Error.hs, MediaType.hs).

let backend: TestBackend
let maria: string
const JSON_BODY = { 'Content-Type': 'application/json' }

beforeAll(async () => {
  backend = await startTestBackend()
  const { data } = await backend.anon().auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
  maria = data.session!.access_token
  // Shapes our schema does not have: overloads, an unnamed parameter, a computed field, a column
  // name with a space.
  await backend.db.exec(`
    create function public.conf_soma(a int) returns int language sql as 'select a';
    create function public.conf_soma(a int, b int) returns int language sql as 'select a + b';
    create function public.conf_dupla(a int) returns int language sql as 'select a';
    create function public.conf_dupla(a text) returns int language sql as 'select 0';
    create function public.conf_eco(json) returns json language sql as 'select $1';
    create function public.conf_ambigua() returns void language sql as '';
    create function public.conf_ambigua(a text) returns int language sql as 'select 1';
    create function public.conf_ambigua(a int) returns text language sql as 'select ''int''';
    create function public.conf_padrao() returns int language sql as 'select 1';
    create function public.conf_padrao(int default 42) returns int language sql as 'select 2';
    create function public.conf_padrao(text default 'padrao') returns text language sql as 'select ''texto''';
    create function public.conf_inteiro(int) returns int language sql as 'select $1';
    create function public.conf_idade(public.anuncios) returns text language sql as 'select ''novo''';
    create table public.conf_canais (id serial primary key, data jsonb, slug text default 'sem-nome');
    insert into public.conf_canais (slug) values ('geral');
    grant all on public.conf_canais to anon;
    grant usage on sequence public.conf_canais_id_seq to anon;
    create table public.conf_nomes (id int primary key, "nome completo" text);
    insert into public.conf_nomes values (1, 'Maria Souza'), (2, 'João Pereira');
    grant select on public.conf_nomes to anon;
    create table public.conf_segredos (id int primary key, nome text, segredo text);
    insert into public.conf_segredos values (1, 'Maria', 'só para o dono');
    revoke all on public.conf_segredos from anon;
    grant select (id, nome), update (nome) on public.conf_segredos to anon;
  `)
})
afterAll(() => backend.stop())

/** The status and the exact JSON body a response must have. */
async function answers(res: Response, status: number, body: unknown) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  expect(JSON.parse(text)).toEqual(body)
}

const as = (token: string) => ({ Authorization: `Bearer ${token}` })

async function adsCount(sql = 'true', params: unknown[] = []) {
  return (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.anuncios where ${sql}`, params)).rows[0].n
}

describe('reads', () => {
  it('a count that shows only part was returned: 206 and Content-Range lower-upper/total', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&status=eq.ativo&limit=2', { headers: { Prefer: 'count=exact' } })
    const total = await adsCount(`status = 'ativo'`)
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`0-1/${total}`)
    expect(res.headers.get('preference-applied')).toBe('count=exact')
    expect(await res.json()).toHaveLength(2)
  })

  it('everything returned with a count: 200; without a count the total is *', async () => {
    const all = await http(backend, '/rest/v1/anuncios?select=id&id=eq.a0000000-0000-4000-8000-000000000001', {
      headers: { Prefer: 'count=exact' },
    })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-range')).toBe('0-0/1')
    const plain = await http(backend, '/rest/v1/anuncios?select=id&limit=3')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-range')).toBe('0-2/*')
  })

  it('an offset past the end with a count: 416 PGRST103', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&offset=100000', { headers: { Prefer: 'count=exact' } })
    await answers(res, 416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of 100000 was requested, but there are only ${await adsCount(`status = 'ativo'`)} rows.`,
      hint: null,
    })
  })

  it('HEAD: the status and headers of GET, no body', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', { method: 'HEAD', headers: { Prefer: 'count=exact' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toMatch(/^0-0\/\d+$/)
    expect(await res.text()).toBe('')
    const all = await http(backend, '/rest/v1/anuncios?select=id&limit=1', { method: 'HEAD' })
    expect(all.status).toBe(200)
  })

  it('count=planned: the planner’s estimate as the total, so a small table never analyzed reads 206 (postgrest-js head + planned)', async () => {
    const plan = await backend.db.query<{ 'QUERY PLAN': unknown }>('explain (format json) select 1 from public.conf_nomes')
    const raw = plan.rows[0]['QUERY PLAN']
    const estimate = Math.round((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan['Plan Rows'])
    expect(estimate).toBeGreaterThan(2)
    const res = await http(backend, '/rest/v1/conf_nomes?select=id', { method: 'HEAD', headers: { Prefer: 'count=planned' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`0-1/${estimate}`)
    expect(res.headers.get('preference-applied')).toBe('count=planned')
  })

  it('count=estimated: exact while the estimate is within max-rows (200 for a small table)', async () => {
    const res = await http(backend, '/rest/v1/conf_nomes?select=id', { method: 'HEAD', headers: { Prefer: 'count=estimated' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBe('0-1/2')
  })

  it('one object requested and not exactly one row: 406 PGRST116 with PostgREST’s message', async () => {
    const res = await http(backend, `/rest/v1/anuncios?id=eq.${randomUUID()}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    await answers(res, 406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    })
  })

  it('nulls=stripped leaves out null values, for an object and for an array', async () => {
    const id = newAd({ preco: null }).id
    await backend.db.query(
      `insert into public.anuncios (id, user_id, titulo, categoria, cidade, uf, contato, preco) values ($1, $2, 'Sem preço', 'comida', 'Serra', 'ES', '27998761234', null)`,
      [id, DEMO.maria.id],
    )
    const object = await http(backend, `/rest/v1/anuncios?select=id,preco&id=eq.${id}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    })
    expect(object.headers.get('content-type')).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8')
    expect(await object.json()).toEqual({ id })
    const array = await http(backend, `/rest/v1/anuncios?select=id,preco&id=eq.${id}`, {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    })
    expect(array.headers.get('content-type')).toBe('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8')
    expect(await array.json()).toEqual([{ id }])
  })

  it('a column name with a space, in double quotes, in select, filter and order', async () => {
    const res = await http(
      backend,
      `/rest/v1/conf_nomes?select=${encodeURIComponent('"nome completo"')}&${encodeURIComponent('"nome completo"')}=like.Maria*&order=${encodeURIComponent('"nome completo".desc')}`,
    )
    await answers(res, 200, [{ 'nome completo': 'Maria Souza' }])
  })
})

describe('another schema per request (Accept-Profile / Content-Profile): 406 PGRST106, saying the local server serves only public', () => {
  it.each([
    ['Accept-Profile', 'GET', 'graphql_public'],
    ['Content-Profile', 'POST', 'storage'],
  ])('%s: %s', async (header, method, schema) => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', {
      method,
      headers: { [header]: schema, ...JSON_BODY },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    await answers(res, 406, {
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
      details: `Invalid schema: ${schema}`,
      hint: 'The local server serves only the public schema (a Supabase project also exposes graphql_public, and any schema added in its API settings).',
    })
  })

  it('naming public is the same as naming nothing', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', { headers: { 'Accept-Profile': 'public' } })
    expect(res.status).toBe(200)
  })
})

describe('media types it does not produce: 406 PGRST107, saying so', () => {
  it.each(['text/csv', 'application/geo+json', 'application/vnd.pgrst.plan+json', 'application/vnd.pgrst.plan'])(
    '%s',
    async (type) => {
      const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', { headers: { Accept: type } })
      expect(res.status).toBe(406)
      const body = await res.json()
      expect(body).toMatchObject({ code: 'PGRST107', message: `None of these media types are available: ${type}` })
      expect(body.hint).toContain('the local server does not')
    },
  )

  it('a type PostgREST does not know either: 406 PGRST107, no hint', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', { headers: { Accept: 'application/xml' } })
    await answers(res, 406, {
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml',
      details: null,
      hint: null,
    })
  })

  it('the first type it can produce wins (q-values respected)', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', {
      headers: { Accept: 'text/csv;q=0.5, application/json' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })
})

describe('writes', () => {
  it('insert: 201, Content-Range */*, Preference-Applied, no body with return=minimal', async () => {
    const res = await http(backend, '/rest/v1/anuncios', {
      method: 'POST',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'return=minimal' },
      body: JSON.stringify(newAd()),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('content-range')).toBe('*/*')
    expect(res.headers.get('preference-applied')).toBe('return=minimal')
    expect(await res.text()).toBe('')
  })

  it('missing=default: a key left out takes the column default; without it, null', async () => {
    const body = newAd()
    const columns = 'id,titulo,categoria,cidade,uf,contato,status'
    const withDefault = await http(backend, `/rest/v1/anuncios?columns=${columns}&select=status`, {
      method: 'POST',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'return=representation, missing=default' },
      body: JSON.stringify(body),
    })
    expect(withDefault.status).toBe(201)
    expect(withDefault.headers.get('preference-applied')).toBe('missing=default, return=representation')
    expect(await withDefault.json()).toEqual([{ status: 'ativo' }])
    const withNull = await http(backend, `/rest/v1/anuncios?columns=${columns}`, {
      method: 'POST',
      headers: { ...JSON_BODY, ...as(maria) },
      body: JSON.stringify(newAd()),
    })
    expect(withNull.status).toBe(400)
    expect((await withNull.json()).code).toBe('23502')
  })

  it('a bulk insert whose rows leave out different columns (supabase-js sends ?columns=): each takes its default, or null without missing=default', async () => {
    const bulk = (prefer: string) =>
      http(backend, '/rest/v1/conf_canais?columns=%22id%22,%22slug%22&select=*', {
        method: 'POST',
        headers: { ...JSON_BODY, Prefer: `return=representation,tx=rollback,${prefer}` },
        body: JSON.stringify([{ id: 100 }, { slug: 'feira' }]),
      })
    const withDefaults = await bulk('missing=default')
    expect(withDefaults.status).toBe(201)
    const [first, second] = await withDefaults.json()
    expect(first).toEqual({ id: 100, data: null, slug: 'sem-nome' })
    expect(second).toMatchObject({ data: null, slug: 'feira' })
    expect(second.id).toEqual(expect.any(Number))
    const withNulls = await bulk('missing=null')
    // Without missing=default a key left out is null, the key too: PostgREST answers the not-null error.
    expect(withNulls.status).toBe(400)
    expect(await withNulls.json()).toMatchObject({ code: '23502' })
    const upsert = await http(backend, '/rest/v1/conf_canais?columns=%22id%22,%22slug%22&select=*', {
      method: 'POST',
      headers: { ...JSON_BODY, Prefer: 'return=representation,tx=rollback,missing=default,resolution=merge-duplicates' },
      body: JSON.stringify([{ id: 1 }, { slug: 'feira' }]),
    })
    expect(upsert.status).toBe(201)
    expect((await upsert.json())[0]).toEqual({ id: 1, data: null, slug: 'sem-nome' })
  })

  it('tx=rollback: the answer of the change, and nothing stored', async () => {
    const body = newAd()
    const res = await http(backend, '/rest/v1/anuncios?select=id', {
      method: 'POST',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback')
    expect(await res.json()).toEqual([{ id: body.id }])
    expect(await adsCount('id = $1', [body.id])).toBe(0)
  })

  it('max-affected with handling=strict: 400 PGRST124, nothing changed; lenient ignores it', async () => {
    const ids = [randomUUID(), randomUUID()]
    for (const id of ids) {
      await http(backend, '/rest/v1/anuncios', {
        method: 'POST',
        headers: { ...JSON_BODY, ...as(maria) },
        body: JSON.stringify(newAd({ id })),
      })
    }
    const filter = `id=in.(${ids.join(',')})`
    const strict = await http(backend, `/rest/v1/anuncios?${filter}`, {
      method: 'PATCH',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ titulo: 'Mudado' }),
    })
    await answers(strict, 400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    })
    expect(await adsCount(`titulo = 'Mudado'`)).toBe(0)
    const lenient = await http(backend, `/rest/v1/anuncios?${filter}`, {
      method: 'PATCH',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'max-affected=1' },
      body: JSON.stringify({ titulo: 'Mudado' }),
    })
    expect(lenient.status).toBe(204)
    expect(lenient.headers.get('content-range')).toBe('0-1/*')
    expect(await adsCount(`titulo = 'Mudado'`)).toBe(2)
  })

  it('handling=strict with a preference it does not know: 400 PGRST122', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id&limit=1', {
      headers: { Prefer: 'handling=strict, sideways=yes' },
    })
    await answers(res, 400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: sideways=yes',
      hint: null,
    })
  })

  it('one object requested from a change of two rows: 406 PGRST116, and the change is undone', async () => {
    const ids = [randomUUID(), randomUUID()]
    for (const id of ids) {
      await http(backend, '/rest/v1/anuncios', {
        method: 'POST',
        headers: { ...JSON_BODY, ...as(maria) },
        body: JSON.stringify(newAd({ id })),
      })
    }
    const res = await http(backend, `/rest/v1/anuncios?id=in.(${ids.join(',')})`, {
      method: 'PATCH',
      headers: { ...JSON_BODY, ...as(maria), Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify({ titulo: 'Um só' }),
    })
    expect(res.status).toBe(406)
    expect((await res.json()).details).toBe('The result contains 2 rows')
    expect(await adsCount(`titulo = 'Um só'`)).toBe(0)
  })

  it('a change returns only the columns asked for and the key: a column the caller may not read does not refuse it', async () => {
    const path = '/rest/v1/conf_segredos?id=eq.1&select=nome'
    const patch = (select: string) =>
      http(backend, path.replace('select=nome', `select=${select}`), {
        method: 'PATCH',
        headers: { ...JSON_BODY, Prefer: 'return=representation' },
        body: JSON.stringify({ nome: 'Maria Souza' }),
      })
    await answers(await patch('nome'), 200, [{ nome: 'Maria Souza' }])
    const all = await patch('*')
    expect(all.status).toBe(401)
    expect((await all.json()).code).toBe('42501')
  })

  it('delete: 204 with Content-Range */*', async () => {
    const id = randomUUID()
    await http(backend, '/rest/v1/anuncios', {
      method: 'POST',
      headers: { ...JSON_BODY, ...as(maria) },
      body: JSON.stringify(newAd({ id })),
    })
    const res = await http(backend, `/rest/v1/anuncios?id=eq.${id}`, { method: 'DELETE', headers: as(maria) })
    expect(res.status).toBe(204)
    expect(res.headers.get('content-range')).toBe('*/*')
  })
})

describe('functions', () => {
  const call = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    http(backend, `/rest/v1/rpc/${name}`, { method: 'POST', headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) })

  it('count=exact on a set-returning function: the total in Content-Range', async () => {
    const res = await call('buscar_anuncios', { limite: 2 }, { Prefer: 'count=exact' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBe('0-1/2')
  })

  it('overloads are told apart by their parameters', async () => {
    expect(await (await call('conf_soma', { a: 2 })).json()).toBe(2)
    expect(await (await call('conf_soma', { a: 2, b: 3 })).json()).toBe(5)
  })

  it('overloads the parameters cannot tell apart: 300 PGRST203', async () => {
    const res = await call('conf_dupla', { a: 1 })
    await answers(res, 300, {
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.conf_dupla(a => integer), public.conf_dupla(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
  })

  it('the candidates are listed in PostgREST’s order (by their parameters), whatever the order of creation', async () => {
    const res = await call('conf_ambigua', { a: 'x' })
    await answers(res, 300, {
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.conf_ambigua(a => integer), public.conf_ambigua(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
  })

  it('no parameters: the overload without any and a single unnamed text one with a default are both candidates', async () => {
    const res = await call('conf_padrao', {})
    await answers(res, 300, {
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.conf_padrao(), public.conf_padrao( => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
    // A body with a key no named overload has goes to the unnamed text one, whole.
    await answers(await call('conf_padrao', { '': 'meu texto' }), 200, 'texto')
  })

  it('no overload with these parameters: 404 PGRST202 with PostgREST’s message', async () => {
    const res = await call('conf_soma', { x: 1 })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.conf_soma(x) in the schema cache',
      details:
        'Searched for the function public.conf_soma with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    })
  })

  it('a single unnamed json parameter takes the whole body', async () => {
    const res = await call('conf_eco', { qualquer: ['coisa', 1] })
    await answers(res, 200, { qualquer: ['coisa', 1] })
  })

  it('an unnamed parameter of another type makes the function uncallable: 404, never a SQL error', async () => {
    const res = await call('conf_inteiro', { x: 1 })
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('PGRST202')
  })
})

describe('refused clearly by the local server', () => {
  it('a computed field: 400 PGRST100 saying so', async () => {
    const res = await http(backend, '/rest/v1/anuncios?select=id,conf_idade&limit=1')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'PGRST100',
      message: '"Computed fields are not supported by the local server"',
    })
  })

  it('a JSON path in order or in a filter: 400 PGRST100 saying so', async () => {
    for (const query of ['order=links_sociais->key.asc', 'links_sociais->>key=eq.x']) {
      const res = await http(backend, `/rest/v1/anuncios?${query}`)
      expect(res.status, query).toBe(400)
      expect((await res.json()).message, query).toBe('"JSON paths are not supported by the local server"')
    }
  })
})
