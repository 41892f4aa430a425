import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO, forgetPublications, newAd, newTrip, PNG_1X1, startTestBackend, type TestBackend } from './helpers.ts'

// Who may do what, enforced by Postgres: every table, RPC and storage path, each operation, by
// each actor — visitor (anon), user (owner), another user, admin, and an inactive user.

type Actor = 'anon' | 'user' | 'other' | 'admin' | 'inactive'
const ACTORS: Actor[] = ['anon', 'user', 'other', 'admin', 'inactive']

let backend: TestBackend
const as = {} as Record<Actor, SupabaseClient>
const ids = {} as Record<Actor, string>
let inactiveAd: string
const PAUSED_AD = 'a0000000-0000-4000-8000-000000000037' // Maria's, pausado
const ACTIVE_AD = 'a0000000-0000-4000-8000-000000000003' // Maria's, ativo

beforeAll(async () => {
  backend = await startTestBackend()
  as.anon = backend.anon()
  as.user = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  as.other = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  as.admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  const inactive = await backend.newUser()
  as.inactive = inactive.client
  Object.assign(ids, { anon: '', user: DEMO.maria.id, other: DEMO.joao.id, admin: DEMO.admin.id, inactive: inactive.id })
  inactiveAd = randomUUID()
  const { error } = await as.inactive.from('anuncios').insert(newAd({ id: inactiveAd }))
  expect(error).toBeNull()
  // Deactivated after signing in: the session is still valid, the account is not.
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
})
afterAll(() => backend.stop())
beforeEach(() => forgetPublications(backend))

interface Outcome {
  status: number
  error: { code?: string } | null
  data: unknown
}

/** Refused the way PostgREST refuses: 401 for visitors, 403 for signed-in users, SQLSTATE 42501. */
function expectRefused(actor: Actor, r: Outcome) {
  expect(r.error?.code, `${actor}: ${JSON.stringify(r.error)}`).toBe('42501')
  expect(r.status, actor).toBe(actor === 'anon' ? 401 : 403)
}

function expectAllowed(actor: Actor, r: Outcome) {
  expect(r.error, `${actor}: ${JSON.stringify(r.error)}`).toBeNull()
  expect(r.status, actor).toBeLessThan(300)
}

/** Anyone signed in with an active account may; visitors and inactive accounts may not. */
const ACTIVE_SIGNED_IN = [
  ['anon', false],
  ['user', true],
  ['other', true],
  ['admin', true],
  ['inactive', false],
] as const

/** Maria's ad changed by each actor: owner and admin allowed, others refused or unaffected. */
const OWNER_OR_ADMIN = [
  ['anon', false],
  ['user', true],
  ['other', false],
  ['admin', true],
] as const

async function newAdOfMaria(): Promise<string> {
  const id = randomUUID()
  expect((await as.user.from('anuncios').insert(newAd({ id }))).error).toBeNull()
  return id
}

/** Visitors are refused outright; a signed-in user who may not change the row changes nothing. */
function expectChangedOnlyIfAllowed(actor: Actor, allowed: boolean, r: Outcome) {
  if (actor === 'anon') expectRefused(actor, r)
  else expect(r.data, actor).toHaveLength(allowed ? 1 : 0)
}

async function dbValue(sql: string, params: unknown[]) {
  return (await backend.db.query<Record<string, unknown>>(sql, params)).rows[0]
}

describe('anuncios', () => {
  it.each(ACTORS)('everyone reads ativo ads (%s)', async (actor) => {
    const { data } = await as[actor].from('anuncios').select('id').eq('id', ACTIVE_AD)
    expect(data).toHaveLength(1)
  })

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', true],
    ['inactive', false],
  ] as const)('a paused ad is visible only to its owner and admins (%s: %s)', async (actor, visible) => {
    const { data, error } = await as[actor].from('anuncios').select('id').eq('id', PAUSED_AD)
    expect(error).toBeNull()
    expect(data).toHaveLength(visible ? 1 : 0)
  })

  it.each([
    ['anon', false],
    ['user', false],
    ['other', false],
    ['admin', true],
    ['inactive', true],
  ] as const)("a deactivated seller's ativo ad is visible only to the seller and admins (%s: %s)", async (actor, visible) => {
    const { data, error } = await as[actor].from('anuncios').select('id').eq('id', inactiveAd)
    expect(error).toBeNull()
    expect(data).toHaveLength(visible ? 1 : 0)
  })

  it("a deactivated seller's ad leaves the searches, and comes back with the seller", async () => {
    await backend.db.query(`update anuncios set latitude = -20.3155, longitude = -40.3128 where id = $1`, [inactiveAd])
    const found = async () => {
      const search = await as.anon.rpc('buscar_anuncios', { ordem: 'recentes', limite: 100 })
      const near = await as.anon.rpc('buscar_anuncios_perto', { latitude: -20.32, longitude: -40.31, km: 10, limite: 100 })
      expect(search.error).toBeNull()
      expect(near.error).toBeNull()
      return [
        search.data!.some((a: { id: string }) => a.id === inactiveAd),
        near.data!.some((a: { id: string }) => a.id === inactiveAd),
      ]
    }
    expect(await found()).toEqual([false, false])
    await backend.db.query(`update public.usuarios set status = 'ativo' where id = $1`, [ids.inactive])
    try {
      expect(await found()).toEqual([true, true])
    } finally {
      await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [ids.inactive])
    }
  })

  it.each(ACTIVE_SIGNED_IN)("creating an ad in one's own name (%s: %s)", async (actor, allowed) => {
    const r = await as[actor].from('anuncios').insert(newAd())
    if (allowed) expectAllowed(actor, r)
    else expectRefused(actor, r)
  })

  it("nobody creates an ad in someone else's name", async () => {
    expectRefused('other', await as.other.from('anuncios').insert(newAd({ user_id: DEMO.maria.id })))
  })

  it.each(OWNER_OR_ADMIN)("changing an ad's status: owner and admin only (%s: %s)", async (actor, allowed) => {
    const id = await newAdOfMaria()
    expectChangedOnlyIfAllowed(
      actor,
      allowed,
      await as[actor].from('anuncios').update({ status: 'vendido' }).eq('id', id).select('id'),
    )
    expect((await dbValue('select status from anuncios where id = $1', [id])).status).toBe(allowed ? 'vendido' : 'ativo')
  })

  it('an inactive user can no longer change or delete even their own ad', async () => {
    const upd = await as.inactive.from('anuncios').update({ status: 'pausado' }).eq('id', inactiveAd).select('id')
    expect(upd.data).toEqual([])
    const del = await as.inactive.from('anuncios').delete().eq('id', inactiveAd).select('id')
    expect(del.data).toEqual([])
    expect((await dbValue('select status from anuncios where id = $1', [inactiveAd])).status).toBe('ativo')
  })

  it.each(OWNER_OR_ADMIN)('deleting an ad: owner and admin only (%s: %s)', async (actor, allowed) => {
    const id = await newAdOfMaria()
    expectChangedOnlyIfAllowed(actor, allowed, await as[actor].from('anuncios').delete().eq('id', id).select('id'))
    expect(await dbValue('select count(*)::int as n from anuncios where id = $1', [id])).toEqual({ n: allowed ? 0 : 1 })
  })

  it('the owner cannot reassign an ad, forge its rating or its author name', async () => {
    const id = randomUUID()
    await as.user.from('anuncios').insert(newAd({ id }))
    expectRefused('user', await as.user.from('anuncios').update({ user_id: DEMO.joao.id }).eq('id', id))
    expectRefused('user', await as.user.from('anuncios').update({ avaliacoes_soma: 500 }).eq('id', id))
    expectRefused('user', await as.user.from('anuncios').update({ user_name: 'Outra pessoa' }).eq('id', id))
    expectRefused('user', await as.user.from('anuncios').insert(newAd({ user_name: 'Falso' })))
  })

  it("at most 5 images, all in the owner's folder", async () => {
    const six = Array.from({ length: 6 }, (_, i) => `anuncios/${DEMO.maria.id}/x/${i}.webp`)
    const tooMany = await as.user.from('anuncios').insert(newAd({ imagens: six }))
    expect(tooMany.status).toBe(400)
    expect(tooMany.error?.code).toBe('23514')
    const five = await as.user.from('anuncios').insert(newAd({ imagens: six.slice(0, 5) }))
    expect(five.error).toBeNull()
    const foreign = await as.user.from('anuncios').insert(newAd({ imagens: [`anuncios/${DEMO.joao.id}/x/1.webp`] }))
    expect(foreign.status).toBe(400)
    expect(foreign.error?.code).toBe('23514')
  })
})

describe('viagens and reservas', () => {
  const MARIAS_TRIP = 'b0000000-0000-4000-8000-000000000001'
  const JOAOS_RESERVATION = 'c0000000-0000-4000-8000-000000000001' // on Maria's trip, accepted

  it.each(ACTIVE_SIGNED_IN)("offering a trip in one's own name (%s: %s)", async (actor, allowed) => {
    const r = await as[actor].from('viagens').insert(newTrip())
    if (allowed) expectAllowed(actor, r)
    else expectRefused(actor, r)
  })

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', false],
    ['inactive', false],
  ] as const)('cancelling a trip: its owner only, not even an admin (%s: %s)', async (actor, allowed) => {
    const trip = newTrip()
    expect((await as.user.from('viagens').insert(trip)).error).toBeNull()
    expectChangedOnlyIfAllowed(
      actor,
      allowed,
      await as[actor].from('viagens').update({ status: 'cancelada' }).eq('id', trip.id).select('id'),
    )
    expect((await dbValue('select status from viagens where id = $1', [trip.id])).status).toBe(allowed ? 'cancelada' : 'aberta')
  })

  it.each([
    ['anon', 'refused'],
    ['user', 'seen'],
    ['other', 'seen'],
    ['admin', 'none'],
    ['inactive', 'none'],
  ] as const)("a reservation and its contact: the trip's owner and the reserver only (%s: %s)", async (actor, expected) => {
    const r = await as[actor].from('reservas').select('contato').eq('id', JOAOS_RESERVATION)
    if (expected === 'refused') return expectRefused(actor, r)
    expect(r.error).toBeNull()
    expect(r.data).toHaveLength(expected === 'seen' ? 1 : 0)
  })

  it.each(ACTORS)("a trip's owner phone is never in its public columns (%s)", async (actor) => {
    const r = await as[actor].from('viagens').select('contato').eq('id', MARIAS_TRIP)
    expect(r.error?.code).toBe('42501')
  })

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', false],
    ['inactive', false],
  ] as const)("answering a request on a trip: the trip's owner only (%s: %s)", async (actor, allowed) => {
    const id = randomUUID()
    const asked = await as.other
      .from('reservas')
      .insert({ id, viagem_id: MARIAS_TRIP, kg: 10, parada_fim: 2, carga: 'Mel', contato: '32988125678' })
    expect(asked.error).toBeNull()
    const r = await as[actor].from('reservas').update({ status: 'recusada' }).eq('id', id).select('id')
    if (actor === 'anon') expectRefused(actor, r)
    else expect(r.data ?? [], actor).toHaveLength(allowed ? 1 : 0)
    expect((await dbValue('select status from reservas where id = $1', [id])).status).toBe(allowed ? 'recusada' : 'pendente')
  })
})

describe('usuarios', () => {
  it.each([
    ['anon', 'refused'],
    ['user', 'own'],
    ['other', 'none'],
    ['admin', 'own'],
    ['inactive', 'none'],
  ] as const)('CPF, phone and e-mail of a user are readable by the owner and admins only (%s)', async (actor, expected) => {
    const r = await as[actor].from('usuarios').select('cpf, telefone, email').eq('id', DEMO.maria.id)
    if (expected === 'refused') return expectRefused(actor, r)
    expect(r.error).toBeNull()
    expect(r.data).toHaveLength(expected === 'own' ? 1 : 0)
  })

  it.each(ACTORS)('the public profile is readable by everyone, without personal data (%s)', async (actor) => {
    const { data } = await as[actor]
      .from('usuarios_publicos')
      .select('username, display_name, cidade, uf')
      .eq('id', DEMO.maria.id)
      .single()
    expect(data).toEqual({ username: 'maria.souza', display_name: 'Maria Souza', cidade: 'Santa Maria de Jetibá', uf: 'ES' })
    const cpf = await as[actor].from('usuarios_publicos').select('cpf')
    expect(cpf.status).toBe(400)
  })

  it("a user edits their own profile, never someone else's", async () => {
    const own = await as.user
      .from('usuarios')
      .update({ descricao: 'Café e hortaliças' })
      .eq('id', DEMO.maria.id)
      .select('descricao')
    expect(own.data).toEqual([{ descricao: 'Café e hortaliças' }])
    const other = await as.other.from('usuarios').update({ descricao: 'Invadido' }).eq('id', DEMO.maria.id).select('id')
    expect(other.data).toEqual([])
    const inactive = await as.inactive.from('usuarios').update({ descricao: 'x' }).eq('id', ids.inactive).select('id')
    expect(inactive.data).toEqual([])
  })

  it('role escalation fails: a user cannot make themselves admin or change their status', async () => {
    expectRefused('user', await as.user.from('usuarios').update({ role: 'admin' }).eq('id', DEMO.maria.id))
    expectRefused('user', await as.user.from('usuarios').update({ status: 'bloqueado' }).eq('id', DEMO.maria.id))
    // An inactive user's own row is no longer theirs to write at all.
    expect((await as.inactive.from('usuarios').update({ status: 'ativo' }).eq('id', ids.inactive).select('id')).data).toEqual([])
    expect((await dbValue('select status from usuarios where id = $1', [ids.inactive])).status).toBe('inativo')
    expectRefused('user', await as.user.from('usuarios').update({ email: 'x@y.z' }).eq('id', DEMO.maria.id))
    expect(await dbValue('select role, status from usuarios where id = $1', [DEMO.maria.id])).toEqual({
      role: 'user',
      status: 'ativo',
    })
  })

  it('nobody inserts or deletes profiles through the API', async () => {
    for (const actor of ACTORS) {
      expectRefused(actor, await as[actor].from('usuarios').insert({ id: randomUUID(), username: `x${actor}` }))
      expectRefused(actor, await as[actor].from('usuarios').delete().eq('id', DEMO.joao.id))
    }
  })

  it("an admin changes another user's role and status", async () => {
    const target = await backend.newUser()
    const r = await as.admin
      .from('usuarios')
      .update({ role: 'admin', status: 'inativo' })
      .eq('id', target.id)
      .select('role, status')
    expect(r.data).toEqual([{ role: 'admin', status: 'inativo' }])
  })

  it('CPF check digits, UF list and username uniqueness are enforced', async () => {
    expect((await as.user.from('usuarios').update({ cpf: '11111111111' }).eq('id', DEMO.maria.id)).error?.code).toBe('23514')
    expect((await as.user.from('usuarios').update({ uf: 'XX' }).eq('id', DEMO.maria.id)).error?.code).toBe('23514')
    expect((await as.user.from('usuarios').update({ username: 'JOAO.PEREIRA' }).eq('id', DEMO.maria.id)).status).toBe(409)
    expect(
      (
        await as.user
          .from('usuarios')
          .update({ links_sociais: { facebook: 'javascript:alert(1)' } })
          .eq('id', DEMO.maria.id)
      ).error?.code,
    ).toBe('23514')
    const ok = await as.user
      .from('usuarios')
      .update({ links_sociais: { instagram: 'https://instagram.com/maria' } })
      .eq('id', DEMO.maria.id)
    expect(ok.error).toBeNull()
  })
})

describe('comentarios', () => {
  it.each(ACTIVE_SIGNED_IN)('commenting on an active ad as oneself (%s: %s)', async (actor, allowed) => {
    // The ad is Maria's ("user"): she comments without a rating.
    const rating = actor === 'user' ? null : 4
    const r = await as[actor]
      .from('comentarios')
      .insert({ anuncio_id: ACTIVE_AD, user_id: ids[actor] || undefined, rating, comentario: 'Muito bom' })
    if (allowed) expectAllowed(actor, r)
    else expectRefused(actor, r)
  })

  it('an owner may comment on their own ad but not rate it', async () => {
    const r = await as.user.from('comentarios').insert({ anuncio_id: ACTIVE_AD, rating: 5, comentario: 'O melhor!' })
    expect(r.error?.code).toBe('23514')
    expect(r.error?.message).toBe('Você não pode avaliar o seu próprio anúncio.')
    expect((await as.user.from('comentarios').insert({ anuncio_id: ACTIVE_AD, comentario: 'Obrigada!' })).error).toBeNull()
  })

  it("each person's latest rating counts once; the owner's never (whatever is already stored)", async () => {
    const id = await newAdOfMaria()
    const values = async () =>
      dbValue(
        'select avaliacoes_quantidade as q, avaliacoes_soma as s, avaliacao_media::float as m from anuncios where id = $1',
        [id],
      )
    for (const rating of [5, 5, 5, 5, 2]) {
      expect((await as.other.from('comentarios').insert({ anuncio_id: id, rating, comentario: 'de novo' })).error).toBeNull()
    }
    expect(await values()).toEqual({ q: 1, s: 2, m: 2 })
    // A later comment without a rating keeps the person's latest rating.
    expect((await as.other.from('comentarios').insert({ anuncio_id: id, comentario: 'só um recado' })).error).toBeNull()
    expect((await as.admin.from('comentarios').insert({ anuncio_id: id, rating: 4, comentario: 'bom' })).error).toBeNull()
    expect(await values()).toEqual({ q: 2, s: 6, m: 3 })
    // An owner's rating stored before this rule (inserted past the trigger) does not count.
    await backend.db.query('alter table comentarios disable trigger preparar')
    await backend.db.query(`insert into comentarios (anuncio_id, user_id, rating, comentario) values ($1, $2, 5, 'x')`, [
      id,
      DEMO.maria.id,
    ])
    await backend.db.query('alter table comentarios enable trigger preparar')
    expect(await values()).toEqual({ q: 2, s: 6, m: 3 })
    // Deleting a person's latest rating falls back to their previous one.
    const { data } = await as.admin
      .from('comentarios')
      .select('id')
      .eq('anuncio_id', id)
      .eq('user_id', DEMO.joao.id)
      .eq('rating', 2)
    expect((await as.admin.from('comentarios').delete().eq('id', data![0].id).select('id')).data).toHaveLength(1)
    expect(await values()).toEqual({ q: 2, s: 9, m: 4.5 })
  })

  it("no comment in someone else's name, none on paused ads, rating 1–5, text not blank", async () => {
    expectRefused(
      'other',
      await as.other.from('comentarios').insert({ anuncio_id: ACTIVE_AD, user_id: DEMO.maria.id, rating: 5, comentario: 'x' }),
    )
    expectRefused('other', await as.other.from('comentarios').insert({ anuncio_id: PAUSED_AD, rating: 5, comentario: 'x' }))
    expectRefused('user', await as.user.from('comentarios').insert({ anuncio_id: PAUSED_AD, comentario: 'x' }))
    expect((await as.other.from('comentarios').insert({ anuncio_id: ACTIVE_AD, rating: 6, comentario: 'x' })).error?.code).toBe(
      '23514',
    )
    expect((await as.other.from('comentarios').insert({ anuncio_id: ACTIVE_AD, rating: 0, comentario: 'x' })).error?.code).toBe(
      '23514',
    )
    expect((await as.other.from('comentarios').insert({ anuncio_id: ACTIVE_AD, rating: 3, comentario: '   ' })).error?.code).toBe(
      '23514',
    )
  })

  it('the average rating is kept on the ad', async () => {
    const before = await dbValue('select avaliacoes_quantidade as q, avaliacoes_soma as s from anuncios where id = $1', [
      ACTIVE_AD,
    ])
    const pessoa = await backend.newUser()
    await pessoa.client.from('comentarios').insert({ anuncio_id: ACTIVE_AD, rating: 1, comentario: 'Não gostei' })
    const after = await dbValue(
      'select avaliacoes_quantidade as q, avaliacoes_soma as s, avaliacao_media::float as m from anuncios where id = $1',
      [ACTIVE_AD],
    )
    expect(after.q).toBe(Number(before.q) + 1)
    expect(after.s).toBe(Number(before.s) + 1)
    expect(after.m).toBeCloseTo(Math.round((Number(after.s) / Number(after.q)) * 10) / 10)
  })

  it('comments are readable exactly when their ad is', async () => {
    const { rows } = await backend.db.query(
      `insert into comentarios (anuncio_id, user_id, rating, comentario) values ($1, $2, 5, 'antes de pausar') returning id`,
      [PAUSED_AD, DEMO.joao.id],
    )
    const id = (rows[0] as { id: string }).id
    expect((await as.anon.from('comentarios').select('id').eq('id', id)).data).toHaveLength(0)
    expect((await as.other.from('comentarios').select('id').eq('id', id)).data).toHaveLength(0)
    expect((await as.user.from('comentarios').select('id').eq('id', id)).data).toHaveLength(1)
    expect((await as.anon.from('comentarios').select('id').eq('anuncio_id', ACTIVE_AD)).data!.length).toBeGreaterThan(0)
  })

  it('the author or an admin deletes a comment; others cannot', async () => {
    const { data } = await as.other
      .from('comentarios')
      .insert({ anuncio_id: ACTIVE_AD, rating: 5, comentario: 'Ótimo' })
      .select('id')
      .single()
    expect((await as.user.from('comentarios').delete().eq('id', data!.id).select('id')).data).toEqual([])
    expect((await as.admin.from('comentarios').delete().eq('id', data!.id).select('id')).data).toHaveLength(1)
  })
})

describe('favoritos', () => {
  it('each user sees and changes only their own', async () => {
    expectAllowed('user', await as.user.from('favoritos').insert({ anuncio_id: ACTIVE_AD }))
    expectRefused('other', await as.other.from('favoritos').insert({ user_id: DEMO.maria.id, anuncio_id: ACTIVE_AD }))
    expectRefused('anon', await as.anon.from('favoritos').insert({ anuncio_id: ACTIVE_AD }))
    expectRefused('inactive', await as.inactive.from('favoritos').insert({ anuncio_id: ACTIVE_AD }))
    expect((await as.user.from('favoritos').select('anuncio_id')).data).toEqual([{ anuncio_id: ACTIVE_AD }])
    expect((await as.other.from('favoritos').select('anuncio_id')).data).toEqual([])
    expect((await as.admin.from('favoritos').select('anuncio_id').eq('user_id', DEMO.maria.id)).data).toEqual([])
    expect((await as.other.from('favoritos').delete().eq('user_id', DEMO.maria.id).select()).data).toEqual([])
    expect((await as.user.from('favoritos').delete().eq('anuncio_id', ACTIVE_AD).select()).data).toHaveLength(1)
  })
})

describe('newsletter and contact messages', () => {
  // Every actor here sends from 127.0.0.1: each case starts under the per-address limit
  // (send-limits.test.ts tests the limit itself).
  beforeEach(() => backend.db.query('delete from public.limites_de_envio').then(() => undefined))

  it.each(ACTORS)('anyone subscribes; a repeated e-mail (any case) is a 409 (%s)', async (actor) => {
    const email = `${actor}.${randomUUID().slice(0, 6)}@campo-solidario.test`
    expectAllowed(actor, await as[actor].from('newsletter_inscricoes').insert({ email }))
    const again = await as[actor].from('newsletter_inscricoes').insert({ email: email.toUpperCase() })
    expect(again.status).toBe(409)
  })

  it.each(ACTORS)('anyone sends a contact message (%s)', async (actor) => {
    expectAllowed(
      actor,
      await as[actor]
        .from('mensagens_contato')
        .insert({ nome: 'Ana Lima', email: 'ana@campo-solidario.test', mensagem: 'Quero saber do frete solidário' }),
    )
  })

  it.each([
    ['anon', 'refused'],
    ['user', 'none'],
    ['other', 'none'],
    ['admin', 'all'],
    ['inactive', 'none'],
  ] as const)('only admins read subscriptions and messages (%s)', async (actor, expected) => {
    for (const table of ['newsletter_inscricoes', 'mensagens_contato']) {
      const r = await as[actor].from(table).select('email')
      if (expected === 'refused') expectRefused(actor, r)
      else if (expected === 'none') expect(r.data, `${actor} ${table}`).toEqual([])
      else expect((r.data as unknown[]).length).toBeGreaterThan(0)
    }
  })

  it("a contact message cannot be sent in someone else's name", async () => {
    expectRefused(
      'user',
      await as.user
        .from('mensagens_contato')
        .insert({ nome: 'Ana', email: 'a@b.co', mensagem: 'Mensagem', user_id: DEMO.joao.id }),
    )
  })
})

describe('functions (RPC)', () => {
  it.each(ACTORS)('public search returns only ativo ads, accent-insensitive (%s)', async (actor) => {
    const { data } = await as[actor].rpc('buscar_anuncios', { termo: 'POLPA de frutas' })
    expect(data).toEqual([]) // Maria's ad "Polpa de frutas congelada" is pausado
    const found = await as[actor].rpc('buscar_anuncios', { termo: 'cafe', categoria: 'comida' })
    expect(found.data!.map((r: { titulo: string }) => r.titulo)).toContain('Café especial torrado em grão 500 g')
    expect(found.data!.every((r: { status: string }) => r.status === 'ativo')).toBe(true)
  })

  it.each(ACTORS)('login helpers are for the service role only (%s)', async (actor) => {
    for (const [fn, args] of [
      ['resolver_identificador_login', { identificador: 'maria.souza' }],
      ['reservar_tentativa_login', { chave: 'maria.souza' }],
      ['liberar_tentativa_login', { tentativa: 1 }],
      ['limpar_falhas_login', { chave: 'maria.souza' }],
      ['dados_de_cadastro_em_uso', { p_username: 'maria.souza', p_email: null, p_cpf: null, p_telefone: null }],
    ] as const) {
      expectRefused(actor, await as[actor].rpc(fn, args))
    }
    expectRefused(actor, await as[actor].from('tentativas_login').select())
  })

  it('the service role resolves an identifier', async () => {
    const { data } = await backend.service().rpc('resolver_identificador_login', { identificador: 'maria.souza' })
    expect(data).toEqual([{ user_id: DEMO.maria.id, email: DEMO.maria.email, phone: null, status: 'ativo' }])
  })
})

describe('storage paths', () => {
  const png = () => new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' })

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', false],
    ['inactive', false],
  ] as const)('writing under anuncios/<maria>/ and avatars/<maria>/ (%s: %s)', async (actor, allowed) => {
    for (const folder of ['anuncios', 'avatars']) {
      const { error } = await as[actor].storage
        .from('imagens')
        .upload(`${folder}/${DEMO.maria.id}/${actor}-${randomUUID()}.png`, png())
      if (allowed) expect(error, actor).toBeNull()
      else expect(error, actor).toMatchObject({ statusCode: '403' })
    }
  })

  it.each([
    ['anon', false],
    ['other', false],
    ['admin', true],
    ['user', true],
  ] as const)("removing Maria's photo (%s: %s)", async (actor, allowed) => {
    const path = `anuncios/${DEMO.maria.id}/remover-${randomUUID()}.png`
    expect((await as.user.storage.from('imagens').upload(path, png())).error).toBeNull()
    const { data } = await as[actor].storage.from('imagens').remove([path])
    expect(data ?? [], actor).toHaveLength(allowed ? 1 : 0)
    expect((await fetch(`${backend.url}/storage/v1/object/public/imagens/${path}`)).status).toBe(allowed ? 400 : 200)
  })
})

describe('image paths that climb out of the owner folder', () => {
  const CLIMBS = [
    `anuncios/${DEMO.maria.id}/../${DEMO.joao.id}/x.png`,
    `anuncios/${DEMO.maria.id}/./x.png`,
    `anuncios/${DEMO.maria.id}//x.png`,
    `anuncios/${DEMO.maria.id}/a\\b.png`,
    `anuncios/${DEMO.maria.id}/`,
  ]

  it.each(CLIMBS)('the storage policy refuses %s, even to its owner (checked in the database itself)', async (name) => {
    const outcome = await backend.db
      .transaction(async (tx) => {
        await tx.query('set local role authenticated')
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: DEMO.maria.id, role: 'authenticated' }),
        ])
        await tx.query(`insert into storage.objects (bucket_id, name, owner) values ('imagens', $1, $2)`, [name, DEMO.maria.id])
        return 'stored'
      })
      .catch((error: { code?: string }) => error.code)
    expect(outcome).toBe('42501')
  })

  it.each(CLIMBS)('an ad may not list %s as its photo', async (name) => {
    const id = await newAdOfMaria()
    const { error } = await as.user
      .from('anuncios')
      .update({ imagens: [name] })
      .eq('id', id)
    expect(error?.code).toBe('23514')
    expect((await dbValue('select imagens from anuncios where id = $1', [id])).imagens).toEqual([])
  })

  it("the owner's plain paths still work", async () => {
    const id = await newAdOfMaria()
    const path = `anuncios/${DEMO.maria.id}/${id}/1.webp`
    expect(
      (
        await as.user
          .from('anuncios')
          .update({ imagens: [path] })
          .eq('id', id)
      ).error,
    ).toBeNull()
  })
})

describe("an ad's time, the moderation and reports", () => {
  const JOAO_AD = 'a0000000-0000-4000-8000-000000000001' // João's, ativo

  async function adOfMaria(changes: string): Promise<string> {
    const id = await newAdOfMaria()
    await backend.db.query(`update anuncios set ${changes} where id = $1`, [id])
    return id
  }

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', true],
    ['inactive', false],
  ] as const)('an ad past its time is out of public view before the job marks it (%s: %s)', async (actor, visible) => {
    const id = await adOfMaria(`expira_em = now() - interval '1 minute'`)
    expect((await dbValue('select status from anuncios where id = $1', [id])).status).toBe('ativo')
    const { data, error } = await as[actor].from('anuncios').select('id').eq('id', id)
    expect(error).toBeNull()
    expect(data).toHaveLength(visible ? 1 : 0)
  })

  it.each([
    ['anon', false],
    ['user', true],
    ['other', false],
    ['admin', true],
    ['inactive', false],
  ] as const)('expirado and oculto ads are seen by their owner and admins only (%s: %s)', async (actor, visible) => {
    const expired = await adOfMaria(`status = 'expirado', expira_em = now() - interval '1 day'`)
    const hidden = await adOfMaria(`status = 'oculto', ocultado_motivo = 'Golpe ou fraude'`)
    const { data } = await as[actor].from('anuncios').select('id').in('id', [expired, hidden])
    expect(data).toHaveLength(visible ? 2 : 0)
  })

  it.each([
    ['anon', 'refused'],
    ['user', 'allowed'],
    ['other', 'own ad'],
    ['admin', 'allowed'],
    ['inactive', 'refused'],
  ] as const)("reporting João's ad (%s: %s)", async (actor, expected) => {
    const r = await as[actor].from('denuncias').insert({ id: randomUUID(), anuncio_id: JOAO_AD, motivo: 'golpe' })
    if (expected === 'allowed') expectAllowed(actor, r)
    else if (expected === 'refused') expectRefused(actor, r)
    else expect(r.error?.message).toBe('Você não pode denunciar o seu próprio anúncio.')
  })

  it.each([
    ['anon', 'refused'],
    ['user', 'own'],
    ['other', 'own'],
    ['admin', 'all'],
    ['inactive', 'own'],
  ] as const)('reading reports: admins all, a reporter their own (%s: %s)', async (actor, sees) => {
    const r = await as[actor].from('denuncias').select('user_id')
    if (sees === 'refused') return expectRefused(actor, r)
    const reporters = new Set((r.data ?? []).map((row) => row.user_id))
    if (sees === 'all') expect(reporters.size).toBeGreaterThan(1)
    else expect([...reporters].every((id) => id === ids[actor])).toBe(true)
  })

  it.each(ACTORS)('nobody changes or deletes a report through the table (%s)', async (actor) => {
    const report = 'f0000000-0000-4000-8000-000000000001' // Maria's, open
    const upd = await as[actor].from('denuncias').update({ status: 'descartada' }).eq('id', report).select('id')
    expectRefused(actor, upd)
    expectRefused(actor, await as[actor].from('denuncias').delete().eq('id', report).select('id'))
  })

  it.each([
    ['anon', false],
    ['user', false],
    ['other', false],
    ['admin', true],
    ['inactive', false],
  ] as const)('hiding an ad and discarding reports: admins only (%s: %s)', async (actor, allowed) => {
    const id = await newAdOfMaria()
    const hide = await as[actor].rpc('ocultar_anuncio', { anuncio: id, motivo: 'Informação falsa' })
    const discard = await as[actor].rpc('descartar_denuncias', { anuncio: id })
    for (const r of [hide, discard]) {
      if (allowed) expectAllowed(actor, r)
      else expectRefused(actor, r)
    }
    expect((await dbValue('select status from anuncios where id = $1', [id])).status).toBe(allowed ? 'oculto' : 'ativo')
  })

  it.each([
    ['anon', 'refused'],
    ['user', 'allowed'],
    ['other', 'not found'],
    ['admin', 'not found'],
  ] as const)("renewing Maria's ad: its owner only (%s: %s)", async (actor, expected) => {
    const id = await adOfMaria(`status = 'expirado', expira_em = now() - interval '1 day'`)
    const r = await as[actor].rpc('renovar_anuncio', { anuncio: id })
    if (expected === 'allowed') expectAllowed(actor, r)
    else if (expected === 'refused') expectRefused(actor, r)
    else expect(r.error?.message).toBe('Anúncio não encontrado.')
    expect((await dbValue('select status from anuncios where id = $1', [id])).status).toBe(
      expected === 'allowed' ? 'ativo' : 'expirado',
    )
  })

  it('an inactive account cannot renew even its own ad', async () => {
    await backend.db.query(`update anuncios set status = 'expirado', expira_em = now() where id = $1`, [inactiveAd])
    const r = await as.inactive.rpc('renovar_anuncio', { anuncio: inactiveAd })
    expect(r.error?.message).toBe('Sua conta está inativa.')
    await backend.db.query(`update anuncios set status = 'ativo', expira_em = now() + interval '60 days' where id = $1`, [
      inactiveAd,
    ])
  })

  it.each(ACTORS)('marking expired ads is for the scheduled job only (%s)', async (actor) => {
    expectRefused(actor, await as[actor].rpc('expirar_anuncios'))
  })
})
