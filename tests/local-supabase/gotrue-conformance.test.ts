import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, http, startTestBackend, type TestBackend } from './helpers.ts'

// /auth/v1 answers as GoTrue (Supabase Auth) answers — checked against its source
// (internal/api/errors.go, auth.go, signup.go, tokens/service.go): the body of an error depends on
// the API version the request names, as supabase-js names 2024-01-01 on every call.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const JSON_BODY = { 'Content-Type': 'application/json' }
const CURRENT = { 'X-Supabase-Api-Version': '2024-01-01' }

const wrongPassword = (headers: Record<string, string> = {}) =>
  http(backend, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { ...JSON_BODY, ...headers },
    body: JSON.stringify({ email: DEMO.maria.email, password: 'errada' }),
  })

describe('errors by API version', () => {
  it('2024-01-01 (what supabase-js sends): {code, message}, the version echoed, x-sb-error-code', async () => {
    const res = await wrongPassword(CURRENT)
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })

  it('no version (or one before 2024-01-01): {code: status, error_code, msg}, nothing echoed', async () => {
    for (const headers of [{}, { 'X-Supabase-Api-Version': '2023-12-31' }] as Record<string, string>[]) {
      const res = await wrongPassword(headers)
      expect(res.status).toBe(400)
      expect(res.headers.get('x-supabase-api-version')).toBeNull()
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
      expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    }
  })

  it('a weak password: 422 with its reasons (and no x-sb-error-code in the current version)', async () => {
    const service = { Authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey }
    const res = await http(backend, '/auth/v1/admin/users', {
      method: 'POST',
      headers: { ...JSON_BODY, ...CURRENT, ...service },
      body: JSON.stringify({ email: 'fraca@campo-solidario.test', password: '123', email_confirm: true }),
    })
    expect(res.status).toBe(422)
    expect(res.headers.get('x-sb-error-code')).toBeNull()
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('supabase-js reads either shape into the same error', async () => {
    const { error } = await backend.anon().auth.signInWithPassword({ email: DEMO.maria.email, password: 'errada' })
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
  })
})

describe('tokens and users', () => {
  it('a password grant answers the session as GoTrue writes it', async () => {
    const res = await http(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...JSON_BODY, ...CURRENT },
      body: JSON.stringify({ email: DEMO.maria.email, password: DEMO.maria.password }),
    })
    expect(res.status).toBe(200)
    const session = await res.json()
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: DEMO.maria.id, aud: 'authenticated' } })
    expect(session.expires_at).toBe(JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()).exp)
    expect(typeof session.refresh_token).toBe('string')
  })

  it('getUser: 401 no_authorization without a bearer token, 403 bad_jwt for a token without a user', async () => {
    const none = await http(backend, '/auth/v1/user', { headers: CURRENT })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' })
    const anon = await http(backend, '/auth/v1/user', { headers: { ...CURRENT, Authorization: `Bearer ${backend.anonKey}` } })
    expect(anon.status).toBe(403)
    expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' })
  })
})

describe('sign-out scopes', () => {
  const signIn = async (email: string, password: string) => {
    const res = await http(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...JSON_BODY, ...CURRENT },
      body: JSON.stringify({ email, password }),
    })
    return (await res.json()) as { access_token: string; refresh_token: string }
  }
  const refreshes = async (refreshToken: string) =>
    (
      await http(backend, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { ...JSON_BODY, ...CURRENT },
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
    ).status === 200
  const logout = (accessToken: string, scope: string) =>
    http(backend, `/auth/v1/logout?scope=${scope}`, {
      method: 'POST',
      headers: { ...CURRENT, Authorization: `Bearer ${accessToken}` },
    })

  it('local ends this session, others every other one, global all: 204 each', async () => {
    const person = await backend.newUser()
    const [a, b, c] = [
      await signIn(person.email, person.password),
      await signIn(person.email, person.password),
      await signIn(person.email, person.password),
    ]

    expect((await logout(a.access_token, 'others')).status).toBe(204)
    expect([await refreshes(a.refresh_token), await refreshes(b.refresh_token), await refreshes(c.refresh_token)]).toEqual([
      true,
      false,
      false,
    ])

    const d = await signIn(person.email, person.password)
    expect((await logout(d.access_token, 'local')).status).toBe(204)
    expect(await refreshes(d.refresh_token)).toBe(false)

    const [e, f] = [await signIn(person.email, person.password), await signIn(person.email, person.password)]
    expect((await logout(e.access_token, 'global')).status).toBe(204)
    expect([await refreshes(e.refresh_token), await refreshes(f.refresh_token)]).toEqual([false, false])
  })
})
