import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, http, newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// "Esqueci minha senha" on the local GoTrue, against what GoTrue answers (internal/api/recover.go,
// otp.go, verify.go; auth-js's resetPasswordForEmail, signInWithOtp, verifyOtp, updateUser):
// the same answer for an unknown address, single-use expiring tokens bound to their account, a
// new password that ends the other sessions, and the limits — the messages read from the mailbox.

let backend: TestBackend
const APP = 'http://127.0.0.1:4173'
/** A test number ([auth.sms.test_otp]): its code is fixed and no message is sent. */
const TEST_PHONE = '5527911112222'

beforeAll(async () => {
  backend = await startTestBackend({ testOtp: { [TEST_PHONE]: '123456' } })
})
afterAll(() => backend?.stop())

const mailTo = (address: string) => backend.mailbox.list().filter((m) => m.To[0].Address === address)
const linkIn = (html: string) => /href="([^"]+\/auth\/v1\/verify[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&')
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]

/** A fresh active account with an e-mail. */
const person = () => backend.newUser()

/** A fresh active account with a phone and no e-mail (as producers sign up). */
async function producer() {
  const phone = `5527${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  const suffix = phone.slice(-6)
  const { data, error } = await backend.service().auth.admin.createUser({
    phone,
    password: 'senha-segura-1',
    phone_confirm: true,
    user_metadata: {
      username: `produtor_${suffix}`,
      display_name: `Produtor ${suffix}`,
      telefone: phone.slice(2),
      cpf: newCpf(),
    },
  })
  if (error || !data.user) throw new Error(`creating a producer failed: ${error?.message}`)
  return { id: data.user.id, phone }
}

describe('by e-mail', () => {
  it('an unknown address and a known one get the same answer; only the known one gets an e-mail', async () => {
    const known = await person()
    const unknown = await client(backend.url, backend.anonKey).auth.resetPasswordForEmail('ninguem@campo-solidario.test')
    const found = await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(known.email, {
      redirectTo: `${APP}/redefinir-senha`,
    })
    expect(unknown).toEqual({ data: {}, error: null })
    expect(found).toEqual({ data: {}, error: null })
    expect(mailTo('ninguem@campo-solidario.test')).toEqual([])
    const [mail] = mailTo(known.email)
    expect(mail.Subject).toBe('Redefinir sua senha — Campo Solidário')
    expect(mail.HTML).toContain('Criar uma nova senha')
    expect(mail.Text).toContain('O link e o código valem por 1 hora')
    expect(linkIn(mail.HTML)).toMatch(
      /\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=recovery&redirect_to=http%3A%2F%2F127\.0\.0\.1%3A4173%2Fredefinir-senha$/,
    )
  })

  it('the link opens a recovery session once; the new password replaces the old and ends the other sessions', async () => {
    const someone = await person()
    const before = await client(backend.url, backend.anonKey).auth.signInWithPassword({
      email: someone.email,
      password: someone.password,
    })
    const otherSession = before.data.session!.access_token
    await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(someone.email, { redirectTo: `${APP}/redefinir-senha` })
    const link = linkIn(mailTo(someone.email)[0].HTML)
    const opened = await fetch(link, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const location = new URL(opened.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/redefinir-senha`)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('token_type')).toBe('bearer')

    const recovering = client(backend.url, backend.anonKey)
    await recovering.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    const changed = await recovering.auth.updateUser({ password: 'nova-senha-9' })
    expect(changed.error).toBeNull()
    const again = await fetch(link, { redirect: 'manual' })
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired')

    const anon = client(backend.url, backend.anonKey)
    expect((await anon.auth.signInWithPassword({ email: someone.email, password: someone.password })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await anon.auth.signInWithPassword({ email: someone.email, password: 'nova-senha-9' })).error).toBeNull()
    // The session opened before the reset is over.
    const stale = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${otherSession}` },
    })
    expect(stale.status).toBe(403)
    expect(stale.headers.get('x-sb-error-code')).toBe('session_not_found')
  })

  it('the code of the e-mail works in place of the link, once; bound to its address', async () => {
    const someone = await person()
    const stranger = await person()
    await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(someone.email)
    const code = /código na tela "Esqueci minha senha": (\d{6})/.exec(mailTo(someone.email)[0].Text)![1]
    const anon = client(backend.url, backend.anonKey)
    const wrongAccount = await anon.auth.verifyOtp({ email: stranger.email, token: code, type: 'recovery' })
    expect(wrongAccount.error?.code).toBe('otp_expired')
    expect(wrongAccount.error?.status).toBe(403)
    const right = await anon.auth.verifyOtp({ email: someone.email, token: code, type: 'recovery' })
    expect(right.error).toBeNull()
    expect(right.data.user?.id).toBe(someone.id)
    expect((await anon.auth.verifyOtp({ email: someone.email, token: code, type: 'recovery' })).error?.code).toBe('otp_expired')
  })

  it('a link past its hour says so', async () => {
    const someone = await person()
    await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(someone.email, { redirectTo: `${APP}/redefinir-senha` })
    await backend.db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [someone.id])
    const opened = await fetch(linkIn(mailTo(someone.email)[0].HTML), { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1))
    expect(Object.fromEntries(fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  })

  it('one e-mail a minute per address, also for requests at the same moment', async () => {
    const someone = await person()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        http(backend, '/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: someone.email }) }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429])
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.headers.get('x-sb-error-code')).toBe('over_email_send_rate_limit')
    expect(mailTo(someone.email)).toHaveLength(1)
  })

  it('a link may send the person only back to the app (else to the site)', async () => {
    const someone = await person()
    await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(someone.email, {
      redirectTo: 'https://golpe.example/roubar',
    })
    expect(linkIn(mailTo(someone.email)[0].HTML)).toMatch(/redirect_to=http%3A%2F%2F127\.0\.0\.1%3A5173$/)
  })
})

describe('by phone', () => {
  it('a code by WhatsApp, then a session; a wrong code, another phone and a second use are refused', async () => {
    const someone = await producer()
    const other = await producer()
    const anon = client(backend.url, backend.anonKey)
    const sent = await anon.auth.signInWithOtp({
      phone: someone.phone,
      options: { shouldCreateUser: false, channel: 'whatsapp' },
    })
    expect(sent.error).toBeNull()
    const [text] = mailTo(`+${someone.phone}`)
    expect(text.Tags).toEqual(['whatsapp'])
    expect(text.Text).toMatch(/^Campo Solidário: seu código para redefinir a senha é \d{6}\. Não compartilhe com ninguém\.$/)
    const code = codeIn(text.Text)
    const wrong = await anon.auth.verifyOtp({ phone: someone.phone, token: code === '000000' ? '111111' : '000000', type: 'sms' })
    expect(wrong.error?.code).toBe('otp_expired')
    expect((await anon.auth.verifyOtp({ phone: other.phone, token: code, type: 'sms' })).error?.code).toBe('otp_expired')
    const right = await anon.auth.verifyOtp({ phone: someone.phone, token: code, type: 'sms' })
    expect(right.error).toBeNull()
    expect(right.data.user?.id).toBe(someone.id)
    expect((await anon.auth.verifyOtp({ phone: someone.phone, token: code, type: 'sms' })).error?.code).toBe('otp_expired')
  })

  it('an unknown phone is not signed up; a second code within a minute is refused', async () => {
    const anon = client(backend.url, backend.anonKey)
    const unknown = await anon.auth.signInWithOtp({ phone: '27900000001', options: { shouldCreateUser: false } })
    expect(unknown.error?.code).toBe('otp_disabled')
    expect(unknown.error?.status).toBe(422)
    const someone = await producer()
    expect((await anon.auth.signInWithOtp({ phone: someone.phone, options: { shouldCreateUser: false } })).error).toBeNull()
    const again = await anon.auth.signInWithOtp({ phone: someone.phone, options: { shouldCreateUser: false } })
    expect(again.error?.code).toBe('over_sms_send_rate_limit')
    expect(again.error?.status).toBe(429)
    expect(mailTo(`+${someone.phone}`)).toHaveLength(1)
  })
})

describe('a test number of [auth.sms.test_otp]', () => {
  it('gets no message, and its fixed code signs it in', async () => {
    const { data, error } = await backend.service().auth.admin.createUser({
      phone: TEST_PHONE,
      password: 'senha-segura-1',
      phone_confirm: true,
      user_metadata: { username: 'produtor_teste', display_name: 'Produtor Teste', telefone: '27911112222', cpf: newCpf() },
    })
    expect(error).toBeNull()
    const anon = client(backend.url, backend.anonKey)
    expect((await anon.auth.signInWithOtp({ phone: TEST_PHONE, options: { shouldCreateUser: false } })).error).toBeNull()
    expect(mailTo(`+${TEST_PHONE}`)).toEqual([])
    const signedIn = await anon.auth.verifyOtp({ phone: TEST_PHONE, token: '123456', type: 'sms' })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.id).toBe(data.user!.id)
  })
})

describe('what the local server does not do', () => {
  it('refuses a verification type GoTrue has and it does not, saying so; an unknown one as GoTrue does', async () => {
    const verify = (type: string) =>
      http(backend, '/auth/v1/verify', { method: 'POST', body: JSON.stringify({ type, token_hash: 'abc' }) }).then((r) =>
        r.json(),
      )
    expect((await verify('magiclink')).msg).toBe(
      'Verification type magiclink is not supported by the local server (only recovery, sms)',
    )
    expect((await verify('qualquer')).msg).toBe('Unsupported verification type')
  })
})

describe('guessing codes', () => {
  // Last in this file: it spends the client address's verifications for the next 5 minutes.
  it('a client address gets 30 tries per 5 minutes, then 429 over_request_rate_limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const answer = await http(backend, '/auth/v1/verify', {
        method: 'POST',
        body: JSON.stringify({ type: 'sms', phone: '5527900000002', token: String(100000 + i) }),
      })
      statuses.push(answer.status)
      if (answer.status === 429) expect(answer.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(30)
  })
})
