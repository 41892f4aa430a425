import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { HttpError, isPlainObject, sendJson } from '../http/respond.ts'
import { routeTable, type Endpoint } from '../http/route-table.ts'
import { adminRoutes } from './admin-users.ts'
import type { AuthContext } from './context.ts'
import { authError, inApiVersion } from './errors.ts'
import { bodyTooLarge, jsonBody, requireApiKey, requireUser } from './requests.ts'
import { recoveryRoutes } from './recovery.ts'
import { issueSession, passwordGrant, refreshGrant } from './sessions.ts'
import { checkPassword, createUser, normalizeEmail, normalizePhone, updateUserFields, userJson } from './users.ts'

// The local GoTrue (/auth/v1): a table of its endpoints, each to the module that implements it. Errors
// leave in the API version the caller asked for.

export type { AuthContext } from './context.ts'
export { authError } from './errors.ts'

const FIVE_MINUTES_MS = 5 * 60 * 1000

/** Requests per 5 minutes per client address; over `limit()`, GoTrue's 429 (kept in memory, per instance, as GoTrue does). */
function perAddressLimit(limit: () => number) {
  const byAddress = new Map<string, number[]>()
  return (req: IncomingMessage) => {
    const address = req.socket.remoteAddress ?? ''
    const now = Date.now()
    const recent = (byAddress.get(address) ?? []).filter((t) => now - t < FIVE_MINUTES_MS)
    byAddress.set(address, recent)
    if (recent.length >= limit()) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
    recent.push(now)
  }
}

export function createAuthHandler(ctx: AuthContext) {
  const { db } = ctx
  // GoTrue keeps its rate limits in memory, per instance; so does this.
  const tokenRequests = perAddressLimit(() => ctx.tokenRequestsPer5Minutes)
  const signUps = perAddressLimit(() => ctx.signUpsPer5Minutes)

  async function signup(req: IncomingMessage, res: ServerResponse) {
    await requireApiKey(ctx, req)
    if (!ctx.enableSignup) throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    signUps(req)
    const body = await jsonBody(req)
    const email = normalizeEmail(body.email)
    const phone = email ? undefined : normalizePhone(body.phone)
    if (!email && !phone) throw authError(400, 'validation_failed', 'To signup, please provide your email or phone number')
    const password = checkPassword(body.password, ctx.minimumPasswordLength)
    const userMetadata = isPlainObject(body.data) ? body.data : {}
    // A sign-up for someone already registered (confirmations off, as config.toml has them):
    // GoTrue's signup answers user_already_exists, where its admin API says email_exists.
    const user = await createUser(db, { email, phone, password, userMetadata, confirmed: true }).catch((error: unknown) => {
      const code = error instanceof HttpError ? (error.body as { error_code?: string }).error_code : undefined
      if (code === 'email_exists' || code === 'phone_exists')
        throw authError(422, 'user_already_exists', 'User already registered')
      throw error
    })
    const session = await db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
      return issueSession(ctx, tx, user, 'password')
    })
    sendJson(res, 200, session)
  }

  async function token(req: IncomingMessage, res: ServerResponse, url: URL) {
    await requireApiKey(ctx, req)
    const body = await jsonBody(req)
    const grant = url.searchParams.get('grant_type')
    // GoTrue counts every grant of /token under one limit, before the grant's own checks.
    if (grant === 'password' || grant === 'refresh_token') tokenRequests(req)
    if (grant === 'password') sendJson(res, 200, await passwordGrant(ctx, body))
    else if (grant === 'refresh_token') sendJson(res, 200, await refreshGrant(ctx, body))
    else
      throw authError(
        400,
        'unsupported_grant_type',
        `unsupported_grant_type: ${grant ?? '(none)'} is not supported by the local server`,
      )
  }

  async function logout(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { caller, user } = await requireUser(ctx, req)
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

  async function updateUser(req: IncomingMessage, res: ServerResponse) {
    const { caller, user } = await requireUser(ctx, req)
    const body = await jsonBody(req)
    const updated = await updateUserFields(db, user, body, { admin: false, minimumPasswordLength: ctx.minimumPasswordLength })
    if (body.password !== undefined) {
      // GoTrue's UpdatePassword: the tokens sent before no longer open the account, and every
      // other session ends (whoever knew the old password is out).
      await db.query(
        `update auth.users set recovery_token = null, recovery_sent_at = null, confirmation_token = null,
           confirmation_sent_at = null where id = $1`,
        [user.id],
      )
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        caller.claims.session_id ?? null,
      ])
    }
    sendJson(res, 200, userJson(updated))
  }

  const settings = () => ({
    external: { email: true, phone: true },
    disable_signup: !ctx.enableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: true,
    sms_provider: '',
  })

  const table: Endpoint[] = [
    {
      methods: 'any',
      path: /^health$/,
      handle: async (_, res) =>
        sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Campo Solidário local auth' }),
    },
    { methods: ['GET'], path: /^settings$/, handle: async (_, res) => sendJson(res, 200, settings()) },
    { methods: ['POST'], path: /^signup$/, handle: (req, res) => signup(req, res) },
    { methods: ['POST'], path: /^token$/, handle: (req, res, _, url) => token(req, res, url) },
    { methods: ['POST'], path: /^logout$/, handle: (req, res, _, url) => logout(req, res, url) },
    {
      methods: ['GET'],
      path: /^user$/,
      handle: async (req, res) => sendJson(res, 200, userJson((await requireUser(ctx, req)).user)),
    },
    { methods: ['PUT'], path: /^user$/, handle: (req, res) => updateUser(req, res) },
    ...recoveryRoutes(ctx),
    ...adminRoutes(ctx),
  ]
  const route = routeTable(table, (_, path) =>
    authError(404, 'not_found', `Endpoint /auth/v1/${path} is not supported by the local server`),
  )

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    try {
      // The size limit comes before any route's own rules (a disabled sign-up included).
      if (Number(req.headers['content-length'] ?? 0) > MAX_JSON_BODY_BYTES) {
        req.resume()
        throw bodyTooLarge()
      }
      await route(req, res, url, path)
    } catch (error) {
      throw error instanceof HttpError ? inApiVersion(req, error) : error
    }
  }
}
