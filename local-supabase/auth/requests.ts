import type { IncomingMessage } from 'node:http'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, isPlainObject, readJson } from '../http/respond.ts'
import type { AuthContext } from './context.ts'
import { authError } from './errors.ts'
import { findUser, isBanned, type UserRow } from './users.ts'

// What every auth endpoint checks first: the API key or bearer token, and a JSON object body.

export async function requireApiKey(ctx: AuthContext, req: IncomingMessage): Promise<Caller> {
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
export async function requireUser(ctx: AuthContext, req: IncomingMessage): Promise<{ caller: Caller; user: UserRow }> {
  if (!/^bearer\s+\S/i.test(String(req.headers.authorization ?? ''))) {
    throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const caller = await requireApiKey(ctx, req)
  if (typeof caller.claims.sub !== 'string' || caller.claims.sub === '') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  const user = await findUser(ctx.db, 'id = $1', [caller.claims.sub])
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  // GoTrue refuses a banned user's access token issued before the ban.
  if (isBanned(user)) throw authError(403, 'user_banned', 'User is banned')
  if (caller.claims.session_id) {
    const { rows } = await ctx.db.query('select 1 from auth.sessions where id = $1', [caller.claims.session_id])
    if (rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { caller, user }
}

export async function requireServiceRole(ctx: AuthContext, req: IncomingMessage) {
  const caller = await requireApiKey(ctx, req)
  if (caller.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
}

export const bodyTooLarge = () => authError(413, 'request_too_large', 'Request body too large')

export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, MAX_JSON_BODY_BYTES, {
    tooLarge: bodyTooLarge,
    invalid: () => authError(400, 'bad_json', 'Could not parse request body as JSON'),
  })
  if (body === undefined) return {}
  if (!isPlainObject(body)) throw authError(400, 'bad_json', 'Request body must be a JSON object')
  return body
}
