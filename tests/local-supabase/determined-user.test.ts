import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database as Schema } from '../../src/lib/database.types'
import { asCaller } from '../../local-supabase/db/as-caller.ts'
import { DEMO, http, newAd, newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// What a determined user tries with the public key and their own account (issue 73), against the
// database and the local Auth as GoTrue answers: an export that holds only the person's own data,
// sign-in refused to an inactive account by every path, audio paths and files that cannot be
// tampered with, a publishing limit that bounds what search alerts send, and account deletion
// past a page of files.

type Client = SupabaseClient<Schema>
type Person = Awaited<ReturnType<TestBackend['newUser']>>

let backend: TestBackend
let admin: Client

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
})
afterAll(() => backend.stop())

const asVisitor = (pathname: string, body: unknown) =>
  http(backend, pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
    body: JSON.stringify(body),
  })

const adminUsers = async (body: Record<string, unknown>) => {
  const r = await admin.functions.invoke('admin-usuarios', { body })
  expect(r.error, JSON.stringify(body)).toBeNull()
  return r.data
}

const login = async (identificador: string, senha: string) => {
  const res = await asVisitor('/functions/v1/login', { identificador, senha })
  return { status: res.status, body: await res.json() }
}

describe('"Baixar meus dados" holds only what the person sent signed in', () => {
  it("someone else's SAC message and newsletter entry with the same address are not in the export", async () => {
    const address = `ana.${randomUUID().slice(0, 8)}@campo-solidario.test`
    await backend.db.query('delete from public.limites_de_envio')
    const sac = await asVisitor('/rest/v1/mensagens_contato', {
      nome: 'Ana Lima',
      email: address,
      telefone: '27999990001',
      mensagem: 'Meu pedido de queijo não chegou',
    })
    expect(sac.status).toBe(201)
    expect((await asVisitor('/rest/v1/newsletter_inscricoes', { email: address })).status).toBe(201)

    // Another person signs up with Ana's address (e-mails are never verified here).
    const impostor = await backend.newUser({ email: address })
    const before = (await impostor.client.rpc('meus_dados')).data as Record<string, unknown>
    expect(before.mensagens_de_contato).toEqual([])
    expect(before.newsletter).toEqual([])
    expect(JSON.stringify(before)).not.toContain('Meu pedido de queijo')

    // What the person sends signed in is theirs.
    expect(
      (await impostor.client.from('mensagens_contato').insert({ nome: 'Outra', email: address, mensagem: 'Quero anunciar mel' }))
        .error,
    ).toBeNull()
    const after = (await impostor.client.rpc('meus_dados')).data as { mensagens_de_contato: Array<{ mensagem: string }> }
    expect(after.mensagens_de_contato.map((m) => m.mensagem)).toEqual(['Quero anunciar mel'])
  })

  it('a newsletter entry made signed in carries the person and is in their export', async () => {
    await backend.db.query('delete from public.limites_de_envio')
    const person = await backend.newUser()
    expect((await person.client.from('newsletter_inscricoes').insert({ email: person.email })).error).toBeNull()
    const { rows } = await backend.db.query<{ user_id: string }>(
      'select user_id from public.newsletter_inscricoes where lower(email) = lower($1)',
      [person.email],
    )
    expect(rows).toEqual([{ user_id: person.id }])
    const data = (await person.client.rpc('meus_dados')).data as { newsletter: Array<{ email: string }> }
    expect(data.newsletter.map((n) => n.email.toLowerCase())).toEqual([person.email.toLowerCase()])
  })
})

describe('an inactive account gets no session by any path', () => {
  let person: Person
  let phone: string
  let earlier: { access_token: string; refresh_token: string }

  beforeAll(async () => {
    // A producer who signed up with a phone and no e-mail, and one with an e-mail.
    phone = `279${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const signup = await asVisitor('/functions/v1/cadastro', {
      nome: 'Rosa Lima',
      username: `rosa.${randomUUID().slice(0, 6)}`,
      email: '',
      telefone: phone,
      cpf: newCpf(),
      senha: 'horta-2026',
    })
    expect(signup.status).toBe(201)
    person = await backend.newUser()
    const session = await backend.anon().auth.signInWithPassword({ email: person.email, password: person.password })
    earlier = session.data.session!
    const { rows } = await backend.db.query<{ id: string }>('select id from auth.users where phone like $1', [`%${phone}`])
    for (const id of [person.id, rows[0].id]) await adminUsers({ acao: 'status', id, status: 'inativo' })
  })

  it('the login function says the account is inactive', async () => {
    const answer = await login(person.username, person.password)
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('Sua conta está inativa. Fale com o suporte do Campo Solidário para reativá-la.')
    expect((await login(phone, 'horta-2026')).status).toBe(403)
  })

  it("Auth's token endpoint refuses it by e-mail and by phone, whatever the password (GoTrue's user_banned)", async () => {
    for (const credentials of [
      { email: person.email, password: person.password },
      { email: person.email, password: 'errada-123' },
      { phone: `55${phone}`, password: 'horta-2026' },
    ]) {
      const { data, error } = await backend.anon().auth.signInWithPassword(credentials)
      expect(data.session).toBeNull()
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('user_banned')
      expect(error?.message).toBe('User is banned')
    }
  })

  it('a session from before the deactivation can no longer be refreshed, nor its token read the account', async () => {
    const refreshed = await backend.anon().auth.refreshSession({ refresh_token: earlier.refresh_token })
    expect(refreshed.data.session).toBeNull()
    expect(refreshed.error?.code).toBe('user_banned')
    expect(refreshed.error?.message).toBe('Invalid Refresh Token: User Banned')
    const user = await http(backend, '/auth/v1/user', { headers: { Authorization: `Bearer ${earlier.access_token}` } })
    expect(user.status).toBe(403)
    expect((await user.json()).error_code).toBe('user_banned')
  })

  it('reactivated, the account signs in again', async () => {
    await adminUsers({ acao: 'status', id: person.id, status: 'ativo' })
    expect((await login(person.username, person.password)).status).toBe(200)
    const direct = await backend.anon().auth.signInWithPassword({ email: person.email, password: person.password })
    expect(direct.error).toBeNull()
  })
})

describe('audio paths and files', () => {
  let joao: Client
  let maria: Client
  let adOfMaria: string
  const blob = (bytes = 3000) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'audio/webm' })

  beforeAll(async () => {
    joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
    maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    adOfMaria = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: adOfMaria }))).error).toBeNull()
  })

  /** A write straight into storage.objects as João, as the policies see it: the local Storage's own path check is not in the way. */
  const insertObject = (bucket: string, name: string) =>
    asCaller(
      backend.db,
      { role: 'authenticated', claims: { sub: DEMO.joao.id, role: 'authenticated' }, token: '', headers: {} },
      (tx) =>
        tx.query(`insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, '{"size": 10}')`, [
          bucket,
          name,
          DEMO.joao.id,
        ]),
      { rollback: true },
    ).then(
      () => 'stored',
      (error: { code?: string }) => error.code,
    )

  it.each(['audios', 'descricoes-em-audio'])('%s refuses "..", "." and empty segments in the database', async (bucket) => {
    const me = DEMO.joao.id
    for (const name of [`${me}/../${DEMO.maria.id}/x.webm`, `${me}/./x.webm`, `${me}//x.webm`, `${me}/x/`]) {
      expect(await insertObject(bucket, name), name).toBe('42501')
    }
    expect(await insertObject(bucket, `${me}/${randomUUID()}.webm`)).toBe('stored')
  })

  it("a voice note's file is replaced by a retry before its message, never after", async () => {
    const id = randomUUID()
    const path = `${DEMO.joao.id}/${id}.webm`
    expect((await joao.storage.from('audios').upload(path, blob())).error).toBeNull()
    // A retried upload while the message is not sent yet.
    expect((await joao.storage.from('audios').upload(path, blob(), { upsert: true })).error).toBeNull()
    const sent = await joao.from('mensagens').insert({
      id,
      anuncio_id: adOfMaria,
      comprador_id: DEMO.joao.id,
      texto: '',
      audio_caminho: path,
      audio_duracao_ms: 2000,
    })
    expect(sent.error).toBeNull()
    const swapped = await joao.storage.from('audios').upload(path, blob(900_000), { upsert: true })
    expect((swapped.error as { statusCode?: string } | null)?.statusCode).toBe('403')
    const { rows } = await backend.db.query<{ size: number }>(
      `select (metadata ->> 'size')::int as size from storage.objects where bucket_id = 'audios' and name = $1`,
      [path],
    )
    expect(rows).toEqual([{ size: 3000 }])
  })

  it("an ad's spoken description cannot be removed and uploaded again once the ad points at it", async () => {
    const id = randomUUID()
    const path = `${DEMO.maria.id}/${id}/${randomUUID()}.webm`
    expect((await maria.storage.from('descricoes-em-audio').upload(path, blob())).error).toBeNull()
    const ad = newAd({ id, audio_caminho: path, audio_duracao_ms: 2000 })
    expect((await maria.from('anuncios').insert(ad)).error).toBeNull()
    expect((await maria.storage.from('descricoes-em-audio').upload(path, blob(), { upsert: true })).error).not.toBeNull()
    expect((await maria.storage.from('descricoes-em-audio').remove([path])).error).toBeNull()
    const again = await maria.storage.from('descricoes-em-audio').upload(path, blob(200_000))
    expect((again.error as { statusCode?: string } | null)?.statusCode).toBe('403')
  })
})

describe('publishing has a daily limit, and alerts send a bounded number of notifications', () => {
  const LIMIT = 20

  it(`${LIMIT} new ads a day per person; the next is refused with its reason, deleting does not give one back`, async () => {
    const seller = await backend.newUser()
    const ads = Array.from({ length: LIMIT }, () => newAd())
    for (const ad of ads) expect((await seller.client.from('anuncios').insert(ad)).error).toBeNull()
    const over = await seller.client.from('anuncios').insert(newAd())
    expect(over.error?.code).toBe('23514')
    expect(over.error?.message).toBe(
      'Você já publicou 20 anúncios nas últimas 24 horas, o limite por dia. Tente publicar este amanhã.',
    )
    expect(over.error?.hint).toBe('O limite protege quem recebe alertas de novos anúncios.')
    // A retried publish of an ad already saved is no new ad (the outbox's "on conflict do nothing").
    const retried = await seller.client.from('anuncios').upsert(ads[0], { onConflict: 'id', ignoreDuplicates: true })
    expect(retried.error).toBeNull()
    expect((await seller.client.from('anuncios').delete().eq('id', ads[1].id)).error).toBeNull()
    expect((await seller.client.from('anuncios').insert(newAd())).error?.code).toBe('23514')
  })

  it('a flood: 4 accounts × 10 alerts and a publishing loop write a bounded number of notifications; inactive and blocked owners get none', async () => {
    const listeners = await Promise.all(Array.from({ length: 6 }, () => backend.newUser()))
    for (const person of listeners) {
      const alerts = Array.from({ length: 10 }, (_, i) => ({ id: randomUUID(), categoria: 'comida', preco_max: 1000 + i }))
      expect((await person.client.from('alertas_busca').insert(alerts)).error).toBeNull()
    }
    const [inactive, blocked] = listeners.slice(4)
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    await backend.db.query(`update public.usuarios set status = 'bloqueado' where id = $1`, [blocked.id])
    await backend.db.query('select interno.casar_alertas()')

    const spammer = await backend.newUser()
    let published = 0
    for (let i = 0; i < 30; i++) {
      const { error } = await spammer.client
        .from('anuncios')
        .insert(newAd({ categoria: 'comida', preco: 10, titulo: `Oferta ${i}` }))
      if (!error) published++
    }
    expect(published).toBe(LIMIT)
    while ((await backend.db.query<{ n: number }>('select interno.casar_alertas() as n')).rows[0].n > 0);

    const count = async (people: Person[]) =>
      (
        await backend.db.query<{ n: number }>(
          `select count(*)::int as n from public.notificacoes where tipo = 'alerta_busca' and user_id = any ($1::uuid[])`,
          [people.map((p) => p.id)],
        )
      ).rows[0].n
    // Each alert: its first 3 ads of the hour on their own, the rest folded into one — 4 rows, for
    // at most 20 ads from one account a day.
    expect(await count(listeners.slice(0, 4))).toBe(4 * 10 * 4)
    expect(await count([inactive, blocked])).toBe(0)
  })
})

describe('account deletion removes every file, past a page of 1,000', () => {
  it('"Excluir conta" with 1,205 files in three buckets leaves none', async () => {
    const person = await backend.newUser()
    const id = person.id
    await backend.db.query(
      `insert into storage.objects (bucket_id, name, owner_id, metadata)
       select 'imagens', 'anuncios/' || $1 || '/um/' || n || '.webp', $1, '{"size": 10}'::jsonb from generate_series(1, 1100) n
       union all select 'audios', $1 || '/' || n || '.webm', $1, '{"size": 10}'::jsonb from generate_series(1, 100) n
       union all select 'descricoes-em-audio', $1 || '/x' || n || '/descricao.webm', $1, '{"size": 10}'::jsonb
         from generate_series(1, 5) n`,
      [id],
    )
    const deleted = await person.client.functions.invoke('excluir-conta', { body: { confirmacao: 'EXCLUIR' } })
    expect(deleted.error).toBeNull()
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where name like $1`, [
      `%${id}%`,
    ])
    expect(rows[0].n).toBe(0)
  })
})
