import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { DEMO, http, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// The rules Supabase's database linter (splinter) checks, held against the catalog of the
// migrated database, so that a new migration cannot quietly break them.

const API_ROLES = ['anon', 'authenticated']
// SECURITY DEFINER functions the API may call on purpose, each with its reason in its migration.
const PUBLIC_DEFINER_FUNCTIONS = [
  'anuncio_indisponivel',
  'buscar_anuncios',
  'buscar_anuncios_perto',
  'contato_da_viagem',
  'decidir_denuncia_mensagem',
  'descartar_denuncias',
  'divisao_da_viagem',
  // A visitor forgets a device's push subscription by its secret (the session may be gone already).
  'esquecer_assinatura_push',
  'marcar_conversa_lida',
  // The name and city the person's own Pix code carries (their row only).
  'meu_recebedor_pix',
  'ocultar_anuncio',
  'registrar_assinatura_push',
  'renovar_anuncio',
  // The seller's own ad only (Reservado or Ativo again), and their own rating's one answer.
  'reservar_anuncio',
  'responder_avaliacao',
]

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

async function rows<Row>(sql: string, params: unknown[] = []) {
  return (await backend.db.query<Row>(sql, params)).rows
}

describe('the API schema (public)', () => {
  it('has no view that runs as its owner', async () => {
    const views = await rows<{ name: string }>(`
      select c.relname as name from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
        and coalesce(array_to_string(c.reloptions, ','), '') !~ 'security_invoker=(true|on|1)'`)
    expect(views).toEqual([])
  })

  it('has row-level security on every table', async () => {
    const tables = await rows<{ name: string }>(`
      select relname as name from pg_catalog.pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`)
    expect(tables).toEqual([])
  })

  it('lets no API role execute a trigger function', async () => {
    const callable = await rows<{ fn: string; role: string }>(
      `select p.oid::regprocedure::text as fn, r as role
       from pg_catalog.pg_proc p cross join unnest($1::text[]) as r
       where p.pronamespace = 'public'::regnamespace and p.prorettype = 'trigger'::regtype
         and has_function_privilege(r, p.oid, 'execute')`,
      [API_ROLES],
    )
    expect(callable).toEqual([])
  })

  it('lets API roles execute only the SECURITY DEFINER functions meant for them', async () => {
    const callable = await rows<{ name: string }>(
      `select distinct p.proname as name
       from pg_catalog.pg_proc p cross join unnest($1::text[]) as r
       where p.pronamespace = 'public'::regnamespace and p.prosecdef
         and has_function_privilege(r, p.oid, 'execute')
       order by 1`,
      [API_ROLES],
    )
    expect(callable.map((f) => f.name)).toEqual(PUBLIC_DEFINER_FUNCTIONS)
  })

  it('docs/architecture.md lists exactly those SECURITY DEFINER functions', async () => {
    const doc = await readFile('docs/architecture.md', 'utf8')
    const table = /<!-- security-definer-functions -->([\s\S]*?)<!-- \/security-definer-functions -->/.exec(doc)?.[1] ?? ''
    const listed = [...table.matchAll(/^\s*\| `([a-z_]+)` \|/gm)].map((m) => m[1])
    expect(listed).toEqual(PUBLIC_DEFINER_FUNCTIONS)
  })

  it('has no function with a search_path the caller controls', async () => {
    const mutable = await rows<{ fn: string }>(`
      select p.oid::regprocedure::text as fn from pg_catalog.pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'interno'::regnamespace)
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`)
    expect(mutable).toEqual([])
  })

  it('counts toward a limit only under a lock: every function that refuses with PT429 takes interno.travar_limite first', async () => {
    // A count read, then an insert, with no lock lets a burst on a connection pool past the limit.
    const functions = await rows<{ fn: string; lock_before_count: boolean }>(`
      select p.oid::regprocedure::text as fn,
             coalesce(strpos(p.prosrc, 'interno.travar_limite') between 1 and strpos(p.prosrc, 'count('), false)
               as lock_before_count
      from pg_catalog.pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'interno'::regnamespace)
        and p.prosrc ~ 'count\\(' and (p.prosrc ~* 'PT429' or p.proname ~ 'tentativa')`)
    expect(functions.length).toBeGreaterThanOrEqual(4)
    expect(functions.filter((f) => !f.lock_before_count)).toEqual([])
  })

  it('has no always-true write policy on a table without a send limit', async () => {
    const unbounded = await rows<{ tablename: string; policyname: string }>(`
      select pol.tablename, pol.policyname from pg_catalog.pg_policies pol
      where pol.schemaname = 'public' and pol.cmd <> 'SELECT'
        and (pol.qual = 'true' or pol.with_check = 'true')
        and not exists (
          select 1 from pg_catalog.pg_trigger t
          where t.tgrelid = format('public.%I', pol.tablename)::regclass
            and t.tgfoid = 'public.limitar_envios'::regproc)`)
    expect(unbounded).toEqual([])
  })
})

describe('what the API can no longer reach', () => {
  it.each(['publicar_perfil_de_usuario', 'preparar_anuncio', 'eh_admin', 'usuario_ativo'])(
    '/rest/v1/rpc/%s is not found',
    async (fn) => {
      const response = await http(backend, `/rest/v1/rpc/${fn}`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(404)
      expect((await response.json()).code).toBe('PGRST202')
    },
  )

  it('the public search is still callable by a visitor', async () => {
    const { data, error } = await backend.anon().rpc('buscar_anuncios', { termo: 'feijão', limite: 1 })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
  })
})

describe('usuarios_publicos, the public part of a profile', () => {
  it('follows the profile: changes, deactivation and reactivation', async () => {
    const person = await backend.newUser()
    const admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
    const visitor = backend.anon()
    const read = async () =>
      (await visitor.from('usuarios_publicos').select('username, display_name, cidade, uf').eq('id', person.id)).data

    expect(await read()).toEqual([{ username: person.username, display_name: expect.any(String), cidade: null, uf: null }])

    const edit = await person.client
      .from('usuarios')
      .update({ display_name: 'Sítio Boa Vista', cidade: 'Domingos Martins', uf: 'ES' })
      .eq('id', person.id)
    expect(edit.error).toBeNull()
    expect(await read()).toEqual([
      { username: person.username, display_name: 'Sítio Boa Vista', cidade: 'Domingos Martins', uf: 'ES' },
    ])

    expect((await admin.from('usuarios').update({ status: 'bloqueado' }).eq('id', person.id)).error).toBeNull()
    expect(await read()).toEqual([])
    expect((await admin.from('usuarios').update({ status: 'ativo' }).eq('id', person.id)).error).toBeNull()
    expect(await read()).toHaveLength(1)
  })

  it("a new public name reaches the person's ads and comments (one rule: display name, else username)", async () => {
    const person = await backend.newUser()
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const adId = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: adId }))).error).toBeNull()
    const comment = await person.client.from('comentarios').insert({ anuncio_id: adId, rating: 5, comentario: 'Muito bom' })
    expect(comment.error).toBeNull()
    const commentName = async () =>
      (await backend.anon().from('comentarios').select('user_name').eq('anuncio_id', adId).single()).data?.user_name

    await person.client.from('usuarios').update({ display_name: 'Sítio Três Irmãos' }).eq('id', person.id)
    expect(await commentName()).toBe('Sítio Três Irmãos')
    await person.client.from('usuarios').update({ display_name: '  ' }).eq('id', person.id)
    expect(await commentName()).toBe(person.username)
  })

  it('cannot be written through the API, not even by its owner', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const r = await maria.from('usuarios_publicos').update({ display_name: 'Outra' }).eq('id', DEMO.maria.id)
    expect(r.status).toBe(403)
    expect(r.error?.code).toBe('42501')
  })
})
