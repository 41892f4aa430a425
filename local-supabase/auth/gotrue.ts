import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import bcrypt from 'bcryptjs'
import { MAX_JSON_BODY_BYTES, MINIMUM_PASSWORD_LENGTH, REFRESH_TOKEN_REUSE_SECONDS } from '../config.ts'
import type { Database, Queryable } from '../db/database.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, isPlainObject, readJson, sendJson } from '../http/respond.ts'
import type { JwtKeys } from './jwt.ts'

/** GoTrue's error, in its initial API version's body; `inApiVersion` turns it into the caller's version. */
export function authError(status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra })
}

/**
 * GoTrue answers errors in the API version the request names (X-Supabase-Api-Version, which
 * supabase-js sends as 2024-01-01): from 2024-01-01 `{code: "<error code>", message}` with the
 * version echoed, before it `{code: <status>, error_code, msg}`; both with `x-sb-error-code`
 * (except a weak password in the newer version).
 */
function inApiVersion(req: IncomingMessage, error: HttpError): HttpError {
  const body = error.body as { code?: unknown; error_code?: unknown; msg?: unknown }
  if (typeof body?.error_code !== 'string') return error
  const { code: _status, error_code: errorCode, msg, ...extra } = body as Record<string, unknown>
  const version = String(req.headers['x-supabase-api-version'] ?? '')
  const current = /^\d{4}-\d{2}-\d{2}$/.test(version) && !Number.isNaN(Date.parse(version)) && version >= '2024-01-01'
  if (!current) return new HttpError(error.status, body, { ...error.headers, 'x-sb-error-code': errorCode as string })
  return new HttpError(
    error.status,
    { code: errorCode, message: msg, ...extra },
    {
      ...error.headers,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(errorCode === 'weak_password' ? {} : { 'x-sb-error-code': errorCode as string }),
    },
  )
}

interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  phone_confirmed_at: string | null
  confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  banned_until: string | null
  is_anonymous: boolean
  created_at: string
  updated_at: string
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password,
  to_json(email_confirmed_at) #>> '{}' as email_confirmed_at, to_json(phone_confirmed_at) #>> '{}' as phone_confirmed_at,
  to_json(confirmed_at) #>> '{}' as confirmed_at, to_json(last_sign_in_at) #>> '{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, to_json(banned_until) #>> '{}' as banned_until, is_anonymous,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`

function userJson(user: UserRow) {
  const identityData = { sub: user.id, email: user.email ?? undefined, phone: user.phone ?? undefined }
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: user.phone ?? '',
    phone_confirmed_at: user.phone_confirmed_at ?? undefined,
    confirmed_at: user.confirmed_at ?? user.email_confirmed_at ?? user.phone_confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: user.email ? 'email' : 'phone',
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
    ],
    banned_until: user.banned_until ?? undefined,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

function normalizePhone(phone: unknown): string | undefined {
  if (typeof phone !== 'string' || phone.trim() === '') return undefined
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15)
    throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)')
  return digits
}

function normalizeEmail(email: unknown): string | undefined {
  if (typeof email !== 'string' || email.trim() === '') return undefined
  const value = email.trim().toLowerCase()
  if (!EMAIL.test(value) || value.length > 254) {
    throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format')
  }
  return value
}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw authError(422, 'validation_failed', 'Signup requires a valid password')
  }
  if (password.length < MINIMUM_PASSWORD_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  if (password.length > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
  return password
}

/** Go duration ("876000h", "24h30m", "none") to a ban end, as GoTrue's ban_duration. */
function banUntil(duration: unknown): Date | null {
  if (duration === undefined || duration === 'none' || duration === '') return null
  if (typeof duration !== 'string') throw authError(400, 'validation_failed', 'ban_duration must be a string')
  let ms = 0
  const parts = duration.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)
  let matched = ''
  for (const [whole, amount, unit] of parts) {
    matched += whole
    ms += Number(amount) * { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[unit as 'h' | 'm' | 's' | 'ms']
  }
  if (matched !== duration) throw authError(400, 'validation_failed', 'invalid format for ban duration')
  return new Date(Date.now() + ms)
}

// A valid hash of a random password: comparing against it costs what a real comparison costs, so
// an unknown e-mail answers as slowly as a wrong password.
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), 10)

export interface AuthContext {
  db: Database
  keys: JwtKeys
  /** Public URL of the server, for the `iss` claim. */
  baseUrl: () => string
  jwtExpiry: number
  /** GoTrue's signups switch (config.toml [auth] enable_signup); the admin API creates users either way. */
  enableSignup: boolean
  /** GoTrue's sign_in_sign_ups limit: password grants and sign-ups per 5 minutes per address. */
  signInsPer5Minutes: number
}

const FIVE_MINUTES_MS = 5 * 60 * 1000

export function createAuthHandler(ctx: AuthContext) {
  const { db } = ctx
  // GoTrue keeps its rate limits in memory, per instance; so does this.
  const signInsByAddress = new Map<string, number[]>()

  /** Counts a sign-in or sign-up from this address; over the limit, GoTrue's 429. */
  function limitSignIns(req: IncomingMessage) {
    const address = req.socket.remoteAddress ?? ''
    const now = Date.now()
    const recent = (signInsByAddress.get(address) ?? []).filter((t) => now - t < FIVE_MINUTES_MS)
    if (recent.length >= ctx.signInsPer5Minutes) {
      signInsByAddress.set(address, recent)
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    recent.push(now)
    signInsByAddress.set(address, recent)
  }

  async function findUser(q: Queryable, where: string, params: unknown[]): Promise<UserRow | undefined> {
    const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, params)
    return rows[0]
  }

  async function issueSession(tx: Queryable, user: UserRow, method: string, sessionId?: string) {
    const session = sessionId ?? randomUUID()
    if (!sessionId) await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, user.id])
    else await tx.query('update auth.sessions set updated_at = now() where id = $1', [session])
    const refreshToken = randomBytes(18).toString('base64url')
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refreshToken,
      user.id,
      session,
    ])
    return sessionResponse(user, session, refreshToken, method)
  }

  async function sessionResponse(user: UserRow, sessionId: string, refreshToken: string, method: string) {
    const now = Math.floor(Date.now() / 1000)
    const expiresAt = now + ctx.jwtExpiry
    const accessToken = await ctx.keys.sign({
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      iss: `${ctx.baseUrl()}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ctx.jwtExpiry,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    }
  }

  async function requireApiKey(req: IncomingMessage): Promise<Caller> {
    try {
      return await identifyCaller(req, ctx.keys)
    } catch (error) {
      if (error instanceof CallerError) {
        if (error.reason === 'missing') throw new HttpError(401, { message: 'No API key found in request' })
        throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`)
      }
      throw error
    }
  }

  /** The signed-in user behind the bearer token, with a live session. */
  async function requireUser(req: IncomingMessage): Promise<{ caller: Caller; user: UserRow }> {
    if (!/^bearer\s+\S/i.test(String(req.headers.authorization ?? ''))) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const caller = await requireApiKey(req)
    if (typeof caller.claims.sub !== 'string' || caller.claims.sub === '') {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    const user = await findUser(db, 'id = $1', [caller.claims.sub])
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    if (caller.claims.session_id) {
      const { rows } = await db.query('select 1 from auth.sessions where id = $1', [caller.claims.session_id])
      if (rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { caller, user }
  }

  function signupDatabaseError(error: unknown): HttpError {
    const code = (error as { code?: string }).code
    if (code === '23505') return authError(422, 'user_already_exists', 'User already registered')
    // GoTrue reports any failure of the new-user trigger this way.
    return authError(500, 'unexpected_failure', 'Database error saving new user')
  }

  async function createUser(input: {
    email?: string
    phone?: string
    password?: string
    userMetadata: Record<string, unknown>
    appMetadata?: Record<string, unknown>
    confirmed: boolean
    bannedUntil?: Date | null
  }): Promise<UserRow> {
    if (input.email && (await findUser(db, 'lower(email) = $1', [input.email]))) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    if (input.phone && (await findUser(db, 'phone = $1', [input.phone]))) {
      throw authError(422, 'phone_exists', 'A user with this phone number has already been registered')
    }
    const hash = input.password ? await bcrypt.hash(input.password, 10) : null
    const provider = input.email ? 'email' : 'phone'
    try {
      return await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into auth.users (email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
             raw_app_meta_data, raw_user_meta_data, banned_until)
           values ($1, $2, $3, case when $4::boolean and $1::text is not null then now() end,
             case when $4::boolean and $2::text is not null then now() end, $5::jsonb, $6::jsonb, $7)
           returning id`,
          [
            input.email ?? null,
            input.phone ?? null,
            hash,
            input.confirmed,
            JSON.stringify({ provider, providers: [provider], ...input.appMetadata }),
            JSON.stringify(input.userMetadata),
            input.bannedUntil ?? null,
          ],
        )
        return (await findUser(tx, 'id = $1', [rows[0].id])) as UserRow
      })
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw signupDatabaseError(error)
    }
  }

  async function signup(req: IncomingMessage, res: ServerResponse) {
    await requireApiKey(req)
    if (!ctx.enableSignup) throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    limitSignIns(req)
    const body = await jsonBody(req)
    const email = normalizeEmail(body.email)
    const phone = email ? undefined : normalizePhone(body.phone)
    if (!email && !phone) throw authError(400, 'validation_failed', 'To signup, please provide your email or phone number')
    const password = checkPassword(body.password)
    const userMetadata = isPlainObject(body.data) ? body.data : {}
    // A sign-up for someone already registered (confirmations off, as config.toml has them):
    // GoTrue's signup answers user_already_exists, where its admin API says email_exists.
    const user = await createUser({ email, phone, password, userMetadata, confirmed: true }).catch((error: unknown) => {
      const code = error instanceof HttpError ? (error.body as { error_code?: string }).error_code : undefined
      if (code === 'email_exists' || code === 'phone_exists')
        throw authError(422, 'user_already_exists', 'User already registered')
      throw error
    })
    const session = await db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
      return issueSession(tx, user, 'password')
    })
    sendJson(res, 200, session)
  }

  async function passwordGrant(body: Record<string, unknown>) {
    const email = typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : undefined
    const phone = email ? undefined : typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : undefined
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email && !phone) throw authError(400, 'validation_failed', 'You must provide either an email or phone number.')
    if (!password) throw authError(400, 'validation_failed', 'Password is required')
    const user = email ? await findUser(db, 'lower(email) = $1', [email]) : await findUser(db, 'phone = $1', [phone])
    const matches = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH)
    if (!user || !user.encrypted_password || !matches) {
      throw authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw authError(400, 'user_banned', 'User is banned')
    }
    return db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
      const fresh = (await findUser(tx, 'id = $1', [user.id])) as UserRow
      return issueSession(tx, fresh, 'password')
    })
  }

  async function refreshGrant(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
    if (!token) throw authError(400, 'validation_failed', 'refresh_token required')
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        user_id: string
        session_id: string
        revoked: boolean
        age: number
      }>(
        `select user_id, session_id, revoked, extract(epoch from now() - updated_at)::float as age
         from auth.refresh_tokens where token = $1 for update`,
        [token],
      )
      const found = rows[0]
      if (!found) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const user = await findUser(tx, 'id = $1', [found.user_id])
      if (!user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw authError(400, 'user_banned', 'User is banned')
      }
      if (found.revoked) {
        // A retry of a rotation whose answer was lost: hand out the session's current token.
        if (found.age <= REFRESH_TOKEN_REUSE_SECONDS) {
          const { rows: active } = await tx.query<{ token: string }>(
            `select token from auth.refresh_tokens where session_id = $1 and not revoked
             order by id desc limit 1`,
            [found.session_id],
          )
          if (active[0]) return sessionResponse(user, found.session_id, active[0].token, 'token_refresh')
        }
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token])
      const session = await issueSession(tx, user, 'token_refresh', found.session_id)
      await tx.query('update auth.refresh_tokens set parent = $1 where token = $2', [token, session.refresh_token])
      return session
    })
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readJson(req, MAX_JSON_BODY_BYTES, {
      tooLarge: () => authError(413, 'request_too_large', 'Request body too large'),
      invalid: () => authError(400, 'bad_json', 'Could not parse request body as JSON'),
    })
    if (body === undefined) return {}
    if (!isPlainObject(body)) throw authError(400, 'bad_json', 'Request body must be a JSON object')
    return body
  }

  async function token(req: IncomingMessage, res: ServerResponse, url: URL) {
    await requireApiKey(req)
    const body = await jsonBody(req)
    const grant = url.searchParams.get('grant_type')
    if (grant === 'password') {
      limitSignIns(req)
      sendJson(res, 200, await passwordGrant(body))
    } else if (grant === 'refresh_token') sendJson(res, 200, await refreshGrant(body))
    else
      throw authError(
        400,
        'unsupported_grant_type',
        `unsupported_grant_type: ${grant ?? '(none)'} is not supported by the local server`,
      )
  }

  async function updateUserFields(user: UserRow, body: Record<string, unknown>, options: { admin: boolean }): Promise<UserRow> {
    const sets: string[] = []
    const params: unknown[] = [user.id]
    const add = (sql: string, value: unknown) => {
      params.push(value)
      sets.push(sql.replace('?', `$${params.length}`))
    }
    if (body.email !== undefined) {
      const email = normalizeEmail(body.email)
      if (email && email !== user.email) {
        if (await findUser(db, 'lower(email) = $1 and id <> $2', [email, user.id])) {
          throw authError(422, 'email_exists', 'A user with this email address has already been registered')
        }
        add('email = ?', email)
        sets.push('email_confirmed_at = now()')
      }
    }
    if (body.phone !== undefined) {
      const phone = normalizePhone(body.phone)
      if (phone && phone !== user.phone) {
        if (await findUser(db, 'phone = $1 and id <> $2', [phone, user.id])) {
          throw authError(422, 'phone_exists', 'A user with this phone number has already been registered')
        }
        add('phone = ?', phone)
        sets.push('phone_confirmed_at = now()')
      }
    }
    if (body.password !== undefined) {
      const password = checkPassword(body.password)
      if (!options.admin && user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw authError(422, 'same_password', 'New password should be different from the old password.')
      }
      add('encrypted_password = ?', await bcrypt.hash(password, 10))
    }
    const metadata = options.admin ? body.user_metadata : body.data
    if (metadata !== undefined) {
      if (!isPlainObject(metadata)) throw authError(400, 'validation_failed', 'user metadata must be an object')
      add('raw_user_meta_data = raw_user_meta_data || ?::jsonb', JSON.stringify(metadata))
    }
    if (options.admin && body.app_metadata !== undefined) {
      if (!isPlainObject(body.app_metadata)) throw authError(400, 'validation_failed', 'app_metadata must be an object')
      add('raw_app_meta_data = raw_app_meta_data || ?::jsonb', JSON.stringify(body.app_metadata))
    }
    if (options.admin && body.ban_duration !== undefined) add('banned_until = ?', banUntil(body.ban_duration))
    if (sets.length > 0) {
      try {
        await db.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params)
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw authError(422, 'email_exists', 'A user with this email address has already been registered')
        }
        throw error
      }
    }
    return (await findUser(db, 'id = $1', [user.id])) as UserRow
  }

  async function logout(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { caller, user } = await requireUser(req)
    const scope = url.searchParams.get('scope') ?? 'global'
    const session = String(caller.claims.session_id ?? '')
    if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [session])
    else if (scope === 'others')
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session || null])
    else if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [user.id])
    else throw authError(400, 'validation_failed', 'scope must be global, local or others')
    res.writeHead(204)
    res.end()
  }

  async function requireServiceRole(req: IncomingMessage) {
    const caller = await requireApiKey(req)
    if (caller.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
  }

  async function admin(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    await requireServiceRole(req)
    const method = req.method ?? 'GET'
    if (rest === 'users' && method === 'GET') {
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1)
      const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 50) || 50, 1), 1000)
      const { rows } = await db.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      )
      const { rows: total } = await db.query<{ n: number }>('select count(*)::int as n from auth.users')
      sendJson(res, 200, { users: rows.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': String(total[0].n) })
      return
    }
    if (rest === 'users' && method === 'POST') {
      const body = await jsonBody(req)
      const email = normalizeEmail(body.email)
      const phone = normalizePhone(body.phone)
      if (!email && !phone) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
      const password = body.password === undefined ? undefined : checkPassword(body.password)
      const user = await createUser({
        email,
        phone,
        password,
        userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : {},
        appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : {},
        confirmed: body.email_confirm === true || body.phone_confirm === true,
        bannedUntil: banUntil(body.ban_duration),
      })
      sendJson(res, 200, userJson(user))
      return
    }
    const match = /^users\/([0-9a-f-]{36})$/i.exec(rest)
    if (!match) throw authError(404, 'not_found', 'Not found')
    const user = await findUser(db, 'id = $1', [match[1]])
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    if (method === 'GET') sendJson(res, 200, userJson(user))
    else if (method === 'PUT') sendJson(res, 200, userJson(await updateUserFields(user, await jsonBody(req), { admin: true })))
    else if (method === 'DELETE') {
      await db.query('delete from auth.users where id = $1', [user.id])
      sendJson(res, 200, userJson(user))
    } else throw authError(405, 'method_not_allowed', `Method ${method} not allowed`)
  }

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    try {
      await route(req, res, url, path)
    } catch (error) {
      throw error instanceof HttpError ? inApiVersion(req, error) : error
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const method = req.method ?? 'GET'
    if (path === 'health')
      return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Campo Solidário local auth' })
    if (path === 'settings' && method === 'GET') {
      return sendJson(res, 200, {
        external: { email: true, phone: true },
        disable_signup: !ctx.enableSignup,
        mailer_autoconfirm: true,
        phone_autoconfirm: true,
        sms_provider: '',
      })
    }
    if (path === 'signup' && method === 'POST') return signup(req, res)
    if (path === 'token' && method === 'POST') return token(req, res, url)
    if (path === 'logout' && method === 'POST') return logout(req, res, url)
    if (path === 'user' && method === 'GET') return sendJson(res, 200, userJson((await requireUser(req)).user))
    if (path === 'user' && method === 'PUT') {
      const { user } = await requireUser(req)
      return sendJson(res, 200, userJson(await updateUserFields(user, await jsonBody(req), { admin: false })))
    }
    if (path.startsWith('admin/')) return admin(req, res, url, path.slice('admin/'.length))
    throw authError(404, 'not_found', `Endpoint /auth/v1/${path} is not supported by the local server`)
  }
}
