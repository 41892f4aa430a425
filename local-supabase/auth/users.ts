import bcrypt from 'bcryptjs'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError, isPlainObject } from '../http/respond.ts'
import { goDurationMs } from '../go-duration.ts'
import { authError } from './errors.ts'

// auth.users as GoTrue reads, validates, creates and changes it, and the user JSON it answers.

export interface UserRow {
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

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password,
  to_json(email_confirmed_at) #>> '{}' as email_confirmed_at, to_json(phone_confirmed_at) #>> '{}' as phone_confirmed_at,
  to_json(confirmed_at) #>> '{}' as confirmed_at, to_json(last_sign_in_at) #>> '{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, to_json(banned_until) #>> '{}' as banned_until, is_anonymous,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at`

export function userJson(user: UserRow) {
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

export function normalizePhone(phone: unknown): string | undefined {
  if (typeof phone !== 'string' || phone.trim() === '') return undefined
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15)
    throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)')
  return digits
}

export function normalizeEmail(email: unknown): string | undefined {
  if (typeof email !== 'string' || email.trim() === '') return undefined
  const value = email.trim().toLowerCase()
  if (!EMAIL.test(value) || value.length > 254) {
    throw authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format')
  }
  return value
}

/** GoTrue's password rules; `minimum` is config.toml's [auth] minimum_password_length. */
export function checkPassword(password: unknown, minimum: number): string {
  if (typeof password !== 'string' || password === '') {
    throw authError(422, 'validation_failed', 'Signup requires a valid password')
  }
  if (password.length < minimum) {
    throw authError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  if (password.length > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
  return password
}

/** Go duration ("876000h", "24h30m", "none") to a ban end, as GoTrue's ban_duration. */
export function banUntil(duration: unknown): Date | null {
  if (duration === undefined || duration === 'none' || duration === '') return null
  if (typeof duration !== 'string') throw authError(400, 'validation_failed', 'ban_duration must be a string')
  const ms = goDurationMs(duration)
  if (ms === null) throw authError(400, 'validation_failed', 'invalid format for ban duration')
  return new Date(Date.now() + ms)
}

/** GoTrue's IsBanned: a ban whose end has not come. */
export const isBanned = (user: UserRow, now = Date.now()) =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > now

export async function findUser(q: Queryable, where: string, params: unknown[]): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, params)
  return rows[0]
}

function signupDatabaseError(error: unknown): HttpError {
  const code = (error as { code?: string }).code
  if (code === '23505') return authError(422, 'user_already_exists', 'User already registered')
  // GoTrue reports any failure of the new-user trigger this way.
  return authError(500, 'unexpected_failure', 'Database error saving new user')
}

export async function createUser(
  db: Database,
  input: {
    email?: string
    phone?: string
    password?: string
    userMetadata: Record<string, unknown>
    appMetadata?: Record<string, unknown>
    confirmed: boolean
    bannedUntil?: Date | null
  },
): Promise<UserRow> {
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

export async function updateUserFields(
  db: Database,
  user: UserRow,
  body: Record<string, unknown>,
  options: { admin: boolean; minimumPasswordLength: number },
): Promise<UserRow> {
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
    const password = checkPassword(body.password, options.minimumPasswordLength)
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
