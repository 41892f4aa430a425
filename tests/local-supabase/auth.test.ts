import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, client, http, newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// Contract of /auth/v1 (GoTrue) as supabase-js uses it, against the local server.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

describe('sign-up, as supabase/config.toml sets it (off: accounts come from the cadastro function)', () => {
  it('POST /auth/v1/signup is refused as GoTrue refuses it, and creates nothing', async () => {
    const { data, error } = await backend.anon().auth.signUp({ email: 'a@b.co', password: 'senha123' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('signup_disabled')
    expect(error?.message).toBe('Signups not allowed for this instance')
    expect(data.user).toBeNull()
    const { rows } = await backend.db.query(`select 1 from auth.users where email = 'a@b.co'`)
    expect(rows).toHaveLength(0)
    const settings = await (await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })).json()
    expect(settings.disable_signup).toBe(true)
  })

  it('the admin API (what cadastro uses) still creates accounts', async () => {
    const { data, error } = await backend.service().auth.admin.createUser({
      email: 'pelo.cadastro@campo-solidario.test',
      password: 'horta-boa-2026',
      email_confirm: true,
      user_metadata: { username: 'pelo.cadastro', cpf: newCpf(), telefone: '27998760002' },
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe('pelo.cadastro@campo-solidario.test')
  })
})

describe('sign-up, when a project turns it on (GoTrue contract)', () => {
  let open: TestBackend
  beforeAll(async () => {
    open = await startTestBackend({ enableSignup: true })
  })
  afterAll(() => open.stop())

  it('creates the login and the profile from the metadata, and returns a session', async () => {
    const backend = open
    const anon = backend.anon()
    const cpf = newCpf()
    const { data, error } = await anon.auth.signUp({
      email: 'Nova.Produtora@Campo-Solidario.test',
      password: 'horta-boa-2026',
      options: { data: { username: 'nova.produtora', display_name: 'Nova Produtora', telefone: '(27) 99876-0001', cpf } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.user?.email).toBe('nova.produtora@campo-solidario.test')
    expect(data.user?.user_metadata.username).toBe('nova.produtora')

    const me = client(backend.url, backend.anonKey, data.session!.access_token)
    const perfil = await me.from('usuarios').select('username, display_name, telefone, cpf, role, status').single()
    expect(perfil.data).toEqual({
      username: 'nova.produtora',
      display_name: 'Nova Produtora',
      telefone: '27998760001',
      cpf,
      role: 'user',
      status: 'ativo',
    })
  })

  it('accepts a phone instead of an e-mail', async () => {
    const backend = open
    const { data, error } = await backend.anon().auth.signUp({
      phone: '+55 27 98888-1234',
      password: 'milho-verde-9',
      options: { data: { username: 'so.telefone', cpf: newCpf() } },
    })
    expect(error).toBeNull()
    expect(data.user?.phone).toBe('5527988881234')
    const signedIn = await backend.anon().auth.signInWithPassword({ phone: '5527988881234', password: 'milho-verde-9' })
    expect(signedIn.error).toBeNull()
  })

  it('refuses weak passwords, taken e-mails and bad metadata with GoTrue errors', async () => {
    const backend = open
    const anon = backend.anon()
    const weak = await anon.auth.signUp({ email: 'fraca@campo-solidario.test', password: '123' })
    expect(weak.error?.status).toBe(422)
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.name).toBe('AuthWeakPasswordError')

    const taken = await anon.auth.signUp({ email: DEMO.maria.email, password: 'qualquer-1' })
    expect(taken.error?.status).toBe(422)
    expect(taken.error?.code).toBe('user_already_exists')
    expect(taken.error?.message).toBe('User already registered')

    const badCpf = await anon.auth.signUp({
      email: 'cpf.errado@campo-solidario.test',
      password: 'qualquer-1',
      options: { data: { username: 'cpf.errado', cpf: '12345678900' } },
    })
    expect(badCpf.error?.status).toBe(500)
    expect(badCpf.error?.message).toBe('Database error saving new user')
    // Nothing half-created: the e-mail is still free.
    const retry = await anon.auth.signUp({
      email: 'cpf.errado@campo-solidario.test',
      password: 'qualquer-1',
      options: { data: { username: 'cpf.errado', cpf: newCpf() } },
    })
    expect(retry.error).toBeNull()

    const invalid = await anon.auth.signUp({ email: 'sem-arroba', password: 'qualquer-1' })
    expect(invalid.error?.status).toBe(400)
  })
})

describe('token', () => {
  it('signs in with a password; a wrong one or an unknown e-mail get the same answer', async () => {
    const anon = backend.anon()
    const ok = await anon.auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.expires_in).toBe(3600)
    const claims = JSON.parse(Buffer.from(ok.data.session!.access_token.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({ sub: DEMO.maria.id, role: 'authenticated', aud: 'authenticated', email: DEMO.maria.email })
    expect(claims.session_id).toBeTruthy()
    expect(claims.exp - claims.iat).toBe(3600)

    const wrong = await anon.auth.signInWithPassword({ email: DEMO.maria.email, password: 'errada' })
    const unknown = await anon.auth.signInWithPassword({ email: 'ninguem@campo-solidario.test', password: 'errada' })
    for (const attempt of [wrong, unknown]) {
      expect(attempt.error?.status).toBe(400)
      expect(attempt.error?.code).toBe('invalid_credentials')
      expect(attempt.error?.message).toBe('Invalid login credentials')
    }
  })

  it('rotates refresh tokens, tolerates a retry within the reuse interval, refuses later reuse', async () => {
    const anon = backend.anon()
    const { data } = await anon.auth.signInWithPassword({ email: DEMO.joao.email, password: DEMO.joao.password })
    const first = data.session!.refresh_token
    const refresh = (token: string) =>
      http(backend, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      })
    const r1 = await refresh(first)
    expect(r1.status).toBe(200)
    const s1 = await r1.json()
    expect(s1.refresh_token).not.toBe(first)
    expect(s1.access_token).toBeTruthy()

    // The answer to r1 was "lost": retrying with the old token gives the session's current token.
    const retry = await refresh(first)
    expect(retry.status).toBe(200)
    expect((await retry.json()).refresh_token).toBe(s1.refresh_token)

    const r2 = await refresh(s1.refresh_token)
    expect(r2.status).toBe(200)
    await backend.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first])
    const reused = await refresh(first)
    expect(reused.status).toBe(400)
    expect((await reused.json()).error_code).toBe('refresh_token_already_used')

    const bogus = await refresh('nao-existe')
    expect(bogus.status).toBe(400)
  })

  it('supabase-js refreshSession works end to end', async () => {
    const anon = backend.anon()
    await anon.auth.signInWithPassword({ email: DEMO.joao.email, password: DEMO.joao.password })
    const { data, error } = await anon.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.user.id).toBe(DEMO.joao.id)
  })
})

describe('user', () => {
  it('reads and updates the signed-in user (password, e-mail, metadata)', async () => {
    const { email, password, id } = await backend.newUser()
    const anon = backend.anon()
    await anon.auth.signInWithPassword({ email, password })
    const me = await anon.auth.getUser()
    expect(me.data.user?.id).toBe(id)

    const same = await anon.auth.updateUser({ password })
    expect(same.error?.code).toBe('same_password')

    const changed = await anon.auth.updateUser({ password: 'nova-senha-forte', data: { tema: 'claro' } })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.user_metadata.tema).toBe('claro')
    const relog = await backend.anon().auth.signInWithPassword({ email, password: 'nova-senha-forte' })
    expect(relog.error).toBeNull()

    const newEmail = `trocado.${id.slice(0, 6)}@campo-solidario.test`
    const emailChange = await anon.auth.updateUser({ email: newEmail })
    expect(emailChange.error).toBeNull()
    expect(emailChange.data.user?.email).toBe(newEmail)
    // The profile's e-mail mirror follows.
    const perfil = await client(backend.url, backend.anonKey, relog.data.session!.access_token)
      .from('usuarios')
      .select('email')
      .single()
    expect(perfil.data?.email).toBe(newEmail)

    const taken = await anon.auth.updateUser({ email: DEMO.maria.email })
    expect(taken.error?.code).toBe('email_exists')
  })

  it('logs out: the session ends and its refresh token stops working', async () => {
    const anon = backend.anon()
    const { data } = await anon.auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
    const { error } = await anon.auth.signOut({ scope: 'local' })
    expect(error).toBeNull()
    const res = await http(backend, '/auth/v1/user', { headers: { Authorization: `Bearer ${data.session!.access_token}` } })
    expect(res.status).toBe(403)
    expect((await res.json()).error_code).toBe('session_not_found')
    const refresh = await backend.anon().auth.refreshSession({ refresh_token: data.session!.refresh_token })
    expect(refresh.error?.status).toBe(400)
  })

  it('refuses bad and expired tokens as GoTrue does (403 bad_jwt; 401 without a bearer token)', async () => {
    const expired = await backend.keys.sign({ role: 'authenticated', sub: DEMO.maria.id, exp: Math.floor(Date.now() / 1000) - 5 })
    const res = await http(backend, '/auth/v1/user', { headers: { Authorization: `Bearer ${expired}` } })
    expect(res.status).toBe(403)
    expect((await res.json()).error_code).toBe('bad_jwt')
    const forged = await http(backend, '/auth/v1/user', { headers: { Authorization: 'Bearer abc.def.ghi' } })
    expect(forged.status).toBe(403)
    expect((await forged.json()).error_code).toBe('bad_jwt')
    const anonOnly = await http(backend, '/auth/v1/user', { headers: { Authorization: `Bearer ${backend.anonKey}` } })
    expect(anonOnly.status).toBe(403)
    expect(await anonOnly.json()).toEqual({ code: 403, error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' })
    const none = await http(backend, '/auth/v1/user')
    expect(none.status).toBe(401)
    expect((await none.json()).error_code).toBe('no_authorization')
  })

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await http(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    })
    expect(res.status).toBe(400)
    const grant = await http(backend, '/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' })
    expect(grant.status).toBe(400)
  })
})

describe('admin API', () => {
  it('is for the service role only', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const { error } = await maria.auth.admin.listUsers()
    expect(error?.status).toBe(403)
    const anon = await backend.anon().auth.admin.listUsers()
    expect(anon.error?.status).toBe(403)
  })

  it('lists, creates, updates and deletes users (deleting removes the profile too)', async () => {
    const admin = backend.service().auth.admin
    const list = await admin.listUsers({ page: 1, perPage: 2 })
    expect(list.error).toBeNull()
    expect(list.data.users).toHaveLength(2)

    const created = await admin.createUser({
      email: 'criado.pelo.admin@campo-solidario.test',
      password: 'senha-inicial',
      email_confirm: true,
      user_metadata: { username: 'criado.admin', cpf: newCpf() },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user?.email_confirmed_at).toBeTruthy()

    const updated = await admin.updateUserById(id, { password: 'outra-senha-1', user_metadata: { display_name: 'Criado' } })
    expect(updated.error).toBeNull()
    expect(
      (
        await backend
          .anon()
          .auth.signInWithPassword({ email: 'criado.pelo.admin@campo-solidario.test', password: 'outra-senha-1' })
      ).error,
    ).toBeNull()

    const banned = await admin.updateUserById(id, { ban_duration: '24h' })
    expect(banned.error).toBeNull()
    const refused = await backend
      .anon()
      .auth.signInWithPassword({ email: 'criado.pelo.admin@campo-solidario.test', password: 'outra-senha-1' })
    expect(refused.error?.code).toBe('user_banned')

    const fetched = await admin.getUserById(id)
    expect(fetched.data.user?.id).toBe(id)

    const deleted = await admin.deleteUser(id)
    expect(deleted.error).toBeNull()
    const { rows } = await backend.db.query('select 1 from public.usuarios where id = $1', [id])
    expect(rows).toHaveLength(0)
    expect((await admin.getUserById(id)).error?.status).toBe(404)
  })
})

describe("/token's rate limit per address (GoTrue's token limiter, config.toml token_refresh)", () => {
  let limited: TestBackend
  beforeAll(async () => {
    limited = await startTestBackend({ tokenRequestsPer5Minutes: 4 })
  })
  afterAll(() => limited.stop())

  it('answers 429 over_request_rate_limit past the limit, right password or not, refreshes counted with sign-ins', async () => {
    const anon = limited.anon()
    const first = await anon.auth.signInWithPassword({ email: DEMO.maria.email, password: DEMO.maria.password })
    expect(first.error).toBeNull()
    expect((await anon.auth.signInWithPassword({ email: DEMO.maria.email, password: 'errada' })).error?.status).toBe(400)
    expect((await anon.auth.signInWithPassword({ email: DEMO.joao.email, password: 'errada' })).error?.status).toBe(400)
    expect((await anon.auth.refreshSession({ refresh_token: first.data.session!.refresh_token })).error).toBeNull()
    const over = await limited.anon().auth.signInWithPassword({ email: DEMO.joao.email, password: DEMO.joao.password })
    expect(over.error?.status).toBe(429)
    expect(over.error?.code).toBe('over_request_rate_limit')
    expect(over.error?.message).toBe('Request rate limit reached')
    const refresh = await http(limited, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: limited.anonKey },
      body: JSON.stringify({ refresh_token: 'qualquer' }),
    })
    expect(refresh.status).toBe(429)
  })

  it('the project config sets the limit (supabase/config.toml [auth.rate_limit])', async () => {
    const { readProjectConfig } = await import('../../local-supabase/config.ts')
    const { auth } = await readProjectConfig()
    expect(auth).toMatchObject({ enableSignup: false, tokenRequestsPer5Minutes: 150, signUpsPer5Minutes: 30 })
    expect(auth.recovery.rateLimit).toEqual({ emailSentPerHour: 30, smsSentPerHour: 30, tokenVerificationsPer5Minutes: 30 })
    expect(auth.recovery.email).toMatchObject({
      maxFrequencySeconds: 60,
      otpExpirySeconds: 3600,
      recoverySubject: 'Redefinir sua senha — Campo Solidário',
    })
    expect(auth.recovery.email.recoveryTemplate).toContain('{{ .ConfirmationURL }}')
    expect(auth.recovery.sms.maxFrequencySeconds).toBe(60)
  })
})
