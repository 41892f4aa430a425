import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPlainObject, sendJson } from '../http/respond.ts'
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

// GoTrue's admin API (/auth/v1/admin/users…), for the service role only.

export async function adminUsers(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
  const { db } = ctx
  await requireServiceRole(ctx, req)
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
    const password = body.password === undefined ? undefined : checkPassword(body.password, ctx.minimumPasswordLength)
    const user = await createUser(db, {
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
  else if (method === 'PUT')
    sendJson(
      res,
      200,
      userJson(
        await updateUserFields(db, user, await jsonBody(req), { admin: true, minimumPasswordLength: ctx.minimumPasswordLength }),
      ),
    )
  else if (method === 'DELETE') {
    await db.query('delete from auth.users where id = $1', [user.id])
    sendJson(res, 200, userJson(user))
  } else throw authError(405, 'method_not_allowed', `Method ${method} not allowed`)
}
