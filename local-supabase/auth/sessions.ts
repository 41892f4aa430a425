import { randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { REFRESH_TOKEN_REUSE_SECONDS } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './context.ts'
import { authError } from './errors.ts'
import { findUser, isBanned, userJson, type UserRow } from './users.ts'

// Sessions: the token endpoint's grants (password, refresh with rotation and reuse window) and
// the access token GoTrue signs.

// A valid hash of a random password: comparing against it costs what a real comparison costs, so
// an unknown e-mail answers as slowly as a wrong password.
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), 10)

export async function issueSession(ctx: AuthContext, tx: Queryable, user: UserRow, method: string, sessionId?: string) {
  const session = sessionId ?? randomUUID()
  if (!sessionId) await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, user.id])
  else await tx.query('update auth.sessions set updated_at = now() where id = $1', [session])
  const refreshToken = randomBytes(18).toString('base64url')
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    user.id,
    session,
  ])
  return sessionResponse(ctx, user, session, refreshToken, method)
}

async function sessionResponse(ctx: AuthContext, user: UserRow, sessionId: string, refreshToken: string, method: string) {
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

export async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const email = typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : undefined
  const phone = email ? undefined : typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : undefined
  const password = typeof body.password === 'string' ? body.password : ''
  if (!email && !phone) throw authError(400, 'validation_failed', 'You must provide either an email or phone number.')
  if (!password) throw authError(400, 'validation_failed', 'Password is required')
  const user = email ? await findUser(ctx.db, 'lower(email) = $1', [email]) : await findUser(ctx.db, 'phone = $1', [phone])
  // GoTrue's order: an unknown account or one without a password, then a ban — before the password
  // is checked (a banned account is told so whatever the password).
  if (!user || !user.encrypted_password) {
    await bcrypt.compare(password, DUMMY_HASH)
    throw authError(400, 'invalid_credentials', 'Invalid login credentials')
  }
  if (isBanned(user)) throw authError(400, 'user_banned', 'User is banned')
  if (!(await bcrypt.compare(password, user.encrypted_password))) {
    throw authError(400, 'invalid_credentials', 'Invalid login credentials')
  }
  return ctx.db.transaction(async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
    const fresh = (await findUser(tx, 'id = $1', [user.id])) as UserRow
    return issueSession(ctx, tx, fresh, 'password')
  })
}

export async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  if (!token) throw authError(400, 'validation_failed', 'refresh_token required')
  return ctx.db.transaction(async (tx) => {
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
    if (isBanned(user)) throw authError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
    if (found.revoked) {
      // A retry of a rotation whose answer was lost: hand out the session's current token.
      if (found.age <= REFRESH_TOKEN_REUSE_SECONDS) {
        const { rows: active } = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked
           order by id desc limit 1`,
          [found.session_id],
        )
        if (active[0]) return sessionResponse(ctx, user, found.session_id, active[0].token, 'token_refresh')
      }
      throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token])
    const session = await issueSession(ctx, tx, user, 'token_refresh', found.session_id)
    await tx.query('update auth.refresh_tokens set parent = $1 where token = $2', [token, session.refresh_token])
    return session
  })
}
