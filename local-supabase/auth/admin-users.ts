import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPlainObject, sendJson } from '../http/respond.ts'
import type { Endpoint } from '../http/route-table.ts'
import type { AuthContext } from './context.ts'
import { authError } from './errors.ts'
import { jsonBody, requireServiceRole } from './requests.ts'
import {
  banUntil,
  checkPassword,
  createUser,
  findUser,
  normalizeEmail,
  normalizePhone,
  updateUserFields,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users.ts'

// GoTrue's admin API (/auth/v1/admin/users…), for the service role only: its lines of the auth
// table. The role is checked before anything else, an unknown address included.

async function listUsers(ctx: AuthContext, res: ServerResponse, url: URL) {
  const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1)
  const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 50) || 50, 1), 1000)
  const { rows } = await ctx.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  )
  const { rows: total } = await ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users')
  sendJson(res, 200, { users: rows.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': String(total[0].n) })
}

async function addUser(ctx: AuthContext, req: IncomingMessage, res: ServerResponse) {
  const body = await jsonBody(req)
  const email = normalizeEmail(body.email)
  const phone = normalizePhone(body.phone)
  if (!email && !phone) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  const password = body.password === undefined ? undefined : checkPassword(body.password, ctx.minimumPasswordLength)
  const user = await createUser(ctx.db, {
    email,
    phone,
    password,
    userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : {},
    appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : {},
    confirmed: body.email_confirm === true || body.phone_confirm === true,
    bannedUntil: banUntil(body.ban_duration),
  })
  sendJson(res, 200, userJson(user))
}

async function existingUser(ctx: AuthContext, id: string): Promise<UserRow> {
  const user = await findUser(ctx.db, 'id = $1', [id])
  if (!user) throw authError(404, 'user_not_found', 'User not found')
  return user
}

async function updateUser(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, id: string) {
  const user = await existingUser(ctx, id)
  const fields = await jsonBody(req)
  const updated = await updateUserFields(ctx.db, user, fields, { admin: true, minimumPasswordLength: ctx.minimumPasswordLength })
  sendJson(res, 200, userJson(updated))
}

async function deleteUser(ctx: AuthContext, res: ServerResponse, id: string) {
  const user = await existingUser(ctx, id)
  await ctx.db.query('delete from auth.users where id = $1', [user.id])
  sendJson(res, 200, userJson(user))
}

const ONE_USER = /^admin\/users\/([0-9a-f-]{36})$/i

export function adminRoutes(ctx: AuthContext): Endpoint[] {
  const asAdmin =
    (handle: Endpoint['handle']): Endpoint['handle'] =>
    async (req, res, groups, url) => {
      await requireServiceRole(ctx, req)
      return handle(req, res, groups, url)
    }
  return [
    { methods: ['GET'], path: /^admin\/users$/, handle: asAdmin((_, res, __, url) => listUsers(ctx, res, url)) },
    { methods: ['POST'], path: /^admin\/users$/, handle: asAdmin((req, res) => addUser(ctx, req, res)) },
    {
      methods: ['GET'],
      path: ONE_USER,
      handle: asAdmin(async (_, res, [id]) => sendJson(res, 200, userJson(await existingUser(ctx, id)))),
    },
    { methods: ['PUT'], path: ONE_USER, handle: asAdmin((req, res, [id]) => updateUser(ctx, req, res, id)) },
    { methods: ['DELETE'], path: ONE_USER, handle: asAdmin((_, res, [id]) => deleteUser(ctx, res, id)) },
    {
      methods: 'any',
      path: ONE_USER,
      handle: asAdmin(async (req, _, [id]) => {
        await existingUser(ctx, id)
        throw authError(405, 'method_not_allowed', `Method ${req.method ?? 'GET'} not allowed`)
      }),
    },
    {
      methods: 'any',
      path: /^admin\//,
      handle: asAdmin(async () => {
        throw authError(404, 'not_found', 'Not found')
      }),
    },
  ]
}
