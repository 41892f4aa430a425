import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, http, startTestBackend, type TestBackend } from './helpers.ts'

// Contract of /rest/v1 as supabase-js and PostgREST define it, against the local server.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const novoAnuncio = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  titulo: 'Abóbora cabotiá orgânica',
  categoria: 'comida',
  preco: 12.5,
  descricao: 'Colhida ontem',
  cidade: 'Vitória',
  uf: 'ES',
  contato: '27998761234',
  ...extra,
})

describe('select', () => {
  it('returns chosen columns, ordered and limited, with an exact count', async () => {
    const { data, error, count } = await backend
      .anon()
      .from('anuncios')
      .select('id, titulo, preco', { count: 'exact' })
      .eq('status', 'ativo')
      .order('created_at', { ascending: false })
      .limit(3)
    expect(error).toBeNull()
    expect(data).toHaveLength(3)
    expect(Object.keys(data![0]).sort()).toEqual(['id', 'preco', 'titulo'])
    expect(count).toBe(39)
    expect(typeof data![0].preco === 'number' || data![0].preco === null).toBe(true)
  })

  it('supports aliases and every filter operator', async () => {
    const anon = backend.anon()
    const q = () => anon.from('anuncios').select('nome:titulo, preco, categoria, uf')
    const eq = await q().eq('categoria', 'tecnologia')
    expect(eq.data!.every((r) => r.categoria === 'tecnologia')).toBe(true)
    expect(eq.data![0]).toHaveProperty('nome')
    const gt = await q().gt('preco', 1000)
    expect(gt.data!.length).toBeGreaterThan(0)
    expect(gt.data!.every((r) => r.preco! > 1000)).toBe(true)
    const range = await q().gte('preco', 10).lte('preco', 20)
    expect(range.data!.every((r) => r.preco! >= 10 && r.preco! <= 20)).toBe(true)
    const lt = await q().lt('preco', 5)
    expect(lt.data!.every((r) => r.preco! < 5)).toBe(true)
    const neq = await q().neq('uf', 'ES')
    expect(neq.data!.every((r) => r.uf !== 'ES')).toBe(true)
    const ilike = await q().ilike('titulo', '%FEIJÃO%')
    expect(ilike.data!.map((r) => r.nome)).toContain('Feijão carioca novo, saca de 30 kg')
    const like = await q().like('titulo', 'Feijão%')
    expect(like.data!.length).toBeGreaterThanOrEqual(2)
    const inList = await q().in('uf', ['RJ', 'MG'])
    expect(inList.data!.every((r) => ['RJ', 'MG'].includes(r.uf))).toBe(true)
    const isNull = await q().is('preco', null)
    expect(isNull.data!.length).toBeGreaterThan(0)
    expect(isNull.data!.every((r) => r.preco === null)).toBe(true)
    const not = await q().not('preco', 'is', null)
    expect(not.data!.every((r) => r.preco !== null)).toBe(true)
    const or = await q().or('categoria.eq.casa,and(uf.eq.RJ,preco.lt.20)')
    expect(or.data!.length).toBeGreaterThan(0)
    expect(or.data!.every((r) => r.categoria === 'casa' || (r.uf === 'RJ' && r.preco! < 20))).toBe(true)
  })

  it('paginates with range and reports Content-Range', async () => {
    const anon = backend.anon()
    const all = await anon.from('anuncios').select('id').order('id')
    const page = await anon.from('anuncios').select('id').order('id').range(5, 9)
    expect(page.data!.map((r) => r.id)).toEqual(all.data!.slice(5, 10).map((r) => r.id))
    const res = await http(backend, '/rest/v1/anuncios?select=id&order=id', {
      headers: { Range: '0-1', Prefer: 'count=exact' },
    })
    expect(res.headers.get('content-range')).toBe('0-1/39')
    expect(await res.json()).toHaveLength(2)
  })

  it('answers single and maybeSingle as supabase-js expects', async () => {
    const anon = backend.anon()
    const one = await anon.from('anuncios').select('titulo').eq('id', 'a0000000-0000-4000-8000-000000000001').single()
    expect(one.data).toEqual({ titulo: 'Feijão carioca novo, saca de 30 kg' })
    const none = await anon.from('anuncios').select('titulo').eq('id', randomUUID()).single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
    const maybe = await anon.from('anuncios').select('titulo').eq('id', randomUUID()).maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })

  it('counts without a body on HEAD', async () => {
    const { count, data, error } = await backend
      .anon()
      .from('anuncios')
      .select('*', { count: 'exact', head: true })
      .eq('categoria', 'comida')
    expect(error).toBeNull()
    expect(data).toBeNull()
    expect(count).toBeGreaterThan(5)
  })
})

describe('writes', () => {
  it('inserts one and many, returning representation or nothing', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const one = await maria.from('anuncios').insert(novoAnuncio()).select('id, user_id, user_name, status').single()
    expect(one.error).toBeNull()
    expect(one.status).toBe(201)
    expect(one.data).toMatchObject({ user_id: DEMO.maria.id, user_name: 'Maria Souza', status: 'ativo' })

    const minimal = await maria.from('anuncios').insert([novoAnuncio(), novoAnuncio({ preco: null })])
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(201)
    expect(minimal.data).toBeNull()
  })

  it('upserts: ignore-duplicates stores once, merge-duplicates updates', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const ad = novoAnuncio()
    for (let i = 0; i < 3; i++) {
      const { error } = await maria.from('anuncios').upsert(ad, { onConflict: 'id', ignoreDuplicates: true })
      expect(error).toBeNull()
    }
    const { count } = await maria.from('anuncios').select('id', { count: 'exact', head: true }).eq('id', ad.id)
    expect(count).toBe(1)

    // merge-duplicates sets every column sent, the key included (as PostgREST does): it needs
    // UPDATE on the key, which only the service role has on anuncios.
    const service = backend.service()
    const merged = await service
      .from('anuncios')
      .upsert({ ...ad, user_id: DEMO.maria.id, titulo: 'Abóbora japonesa' }, { onConflict: 'id' })
      .select('titulo')
      .single()
    expect(merged.error).toBeNull()
    expect(merged.status).toBe(200)
    expect(merged.data?.titulo).toBe('Abóbora japonesa')
    const fresh = await service
      .from('anuncios')
      .upsert({ ...novoAnuncio(), user_id: DEMO.maria.id })
      .select('id')
    expect(fresh.status).toBe(201)
    // A body of only the key: inserted the first time (201), then "updated" and returned (200).
    const favorito = { user_id: DEMO.maria.id, anuncio_id: ad.id }
    const first = await service.from('favoritos').upsert(favorito).select('anuncio_id')
    expect(first.status).toBe(201)
    const again = await service.from('favoritos').upsert(favorito).select('anuncio_id')
    expect(again.status).toBe(200)
    expect(again.data).toEqual([{ anuncio_id: ad.id }])
    // For a user, the same merge is refused: the key is not theirs to update.
    const byMaria = await maria.from('anuncios').upsert({ ...ad, titulo: 'Outro' }, { onConflict: 'id' })
    expect(byMaria.status).toBe(403)
    expect(byMaria.error?.code).toBe('42501')
  })

  it('updates and deletes with filters', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const ad = novoAnuncio()
    await maria.from('anuncios').insert(ad)
    const updated = await maria
      .from('anuncios')
      .update({ status: 'pausado' })
      .eq('id', ad.id)
      .select('status, updated_at, created_at')
    expect(updated.error).toBeNull()
    expect(updated.data).toHaveLength(1)
    expect(updated.data![0].status).toBe('pausado')
    expect(new Date(updated.data![0].updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(updated.data![0].created_at).getTime(),
    )

    const deleted = await maria.from('anuncios').delete().eq('id', ad.id).select('id')
    expect(deleted.data).toEqual([{ id: ad.id }])
    const gone = await maria.from('anuncios').select('id').eq('id', ad.id)
    expect(gone.data).toEqual([])
  })
})

describe('rpc', () => {
  it('runs a set-returning function with arguments, select and pagination', async () => {
    const { data, error } = await backend
      .anon()
      .rpc('buscar_anuncios', { termo: 'feijao', limite: 10 })
      .select('titulo, descricao')
    expect(error).toBeNull()
    const rows = data as unknown as { titulo: string; descricao: string }[]
    expect(rows.map((r) => r.titulo)).toContain('Feijão carioca novo, saca de 30 kg')
    expect(rows.every((r) => /feij[aã]o/i.test(`${r.titulo} ${r.descricao}`))).toBe(true)
    expect(Object.keys(rows[0]).sort()).toEqual(['descricao', 'titulo'])
  })

  it('runs a scalar function', async () => {
    const { data, error } = await backend.anon().rpc('cpf_valido', { cpf: '52998224725' })
    expect(error).toBeNull()
    expect(data).toBe(true)
  })

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const unknown = await backend.untypedAnon().rpc('nao_existe')
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe('PGRST202')
    const badArg = await backend.untypedAnon().rpc('buscar_anuncios', { palavra: 'x' })
    expect(badArg.status).toBe(404)
    expect(badArg.error?.code).toBe('PGRST202')
  })
})

describe('errors, in PostgREST shape', () => {
  it('409 on a unique violation', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const ad = novoAnuncio()
    await maria.from('anuncios').insert(ad)
    const again = await maria.from('anuncios').insert(ad)
    expect(again.status).toBe(409)
    expect(again.error).toMatchObject({ code: '23505' })
    expect(again.error).toHaveProperty('details')
    expect(again.error).toHaveProperty('hint')
  })

  it('400 on a check constraint, unknown column or malformed filter', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const check = await maria.from('anuncios').insert(novoAnuncio({ uf: 'XX' }))
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')

    const column = await maria.from('anuncios').insert(novoAnuncio({ cor: 'verde' }))
    expect(column.status).toBe(400)
    expect(column.error?.code).toBe('PGRST204')

    const selectColumn = await backend.anon().from('anuncios').select('nao_existe')
    expect(selectColumn.status).toBe(400)
    expect(selectColumn.error?.code).toBe('42703')

    const badUuid = await backend.anon().from('anuncios').select('id').eq('id', 'nao-e-uuid')
    expect(badUuid.status).toBe(400)
    expect(badUuid.error?.code).toBe('22P02')
  })

  it('404 for an unknown table, 400 for unsupported syntax, never 500', async () => {
    const table = await backend.untypedAnon().from('nao_existe').select()
    expect(table.status).toBe(404)
    expect(table.error?.code).toBe('PGRST205')

    for (const query of [
      'select=*,usuarios(*)',
      'titulo=fts.feijao',
      'or=(titulo.eq.a',
      'order=titulo.sideways',
      'limit=-1',
      'select=titulo->>x',
      'id=eq.1;drop table anuncios',
    ]) {
      const res = await http(backend, `/rest/v1/anuncios?${query}`)
      expect(res.status, query).toBeGreaterThanOrEqual(400)
      expect(res.status, query).toBeLessThan(500)
      const body = await res.json()
      expect(body, query).toHaveProperty('message')
      expect(body, query).toHaveProperty('code')
    }
    const wrongSchema = await http(backend, '/rest/v1/anuncios', { headers: { 'Accept-Profile': 'auth' } })
    expect(wrongSchema.status).toBe(406)
  })

  it('400 for malformed JSON and 413 for a huge body', async () => {
    const bad = await http(backend, '/rest/v1/newsletter_inscricoes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('PGRST102')

    const huge = await http(backend, '/rest/v1/newsletter_inscricoes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(huge.status).toBe(413)
  })

  it('401 for a missing key, a bad signature and an expired token', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/anuncios`)
    expect(missing.status).toBe(401)

    const forged = backend.anonKey.slice(0, -4) + 'abcd'
    const bad = await http(backend, '/rest/v1/anuncios', { key: forged })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'PGRST301', message: 'Invalid JWT signature' })

    const expired = await backend.keys.sign({
      role: 'authenticated',
      sub: DEMO.maria.id,
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    const old = await http(backend, '/rest/v1/anuncios', { headers: { Authorization: `Bearer ${expired}` } })
    expect(old.status).toBe(401)
    expect(await old.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })

    const unknownRole = await backend.keys.sign({ role: 'postgres' })
    const escalated = await http(backend, '/rest/v1/anuncios', { key: unknownRole })
    expect(escalated.status).toBe(401)
  })

  it('keeps serving after bad input', async () => {
    const { data } = await backend.anon().from('anuncios').select('id').limit(1)
    expect(data).toHaveLength(1)
  })

  it('answers CORS preflight like Supabase', async () => {
    const res = await fetch(`${backend.url}/rest/v1/anuncios`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('prefer')
  })
})
