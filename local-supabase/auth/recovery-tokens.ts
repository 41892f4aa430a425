import { createHash, randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AuthContext } from './context.ts'
import { authError } from './errors.ts'
import { issueSession } from './sessions.ts'
import { findUser, type UserRow } from './users.ts'

// A recovery's tokens, as GoTrue keeps them: sha224(e-mail or phone + code) in hex on the user
// (recovery_token, confirmation_token), single-use and expiring, and the limits on sending and
// verifying them (in memory, per instance, as GoTrue keeps them).

const HOUR_MS = 60 * 60 * 1000
/** No user has this id: what a request for an address without an account works on. */
export const NO_ONE = '00000000-0000-0000-0000-000000000000'
const FIVE_MINUTES_MS = 5 * 60 * 1000

export const tokenHash = (emailOrPhone: string, code: string) =>
  createHash('sha224')
    .update(emailOrPhone + code)
    .digest('hex')
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A count of events in a sliding window, per key (GoTrue keeps its limits in memory too). */
function windowCounter(windowMs: number) {
  const events = new Map<string, number[]>()
  return (key: string, limit: number): boolean => {
    const now = Date.now()
    const recent = (events.get(key) ?? []).filter((t) => now - t < windowMs)
    if (recent.length >= limit) {
      events.set(key, recent)
      return false
    }
    recent.push(now)
    events.set(key, recent)
    return true
  }
}

const secondsLeft = (sentAt: string | null, frequencySeconds: number) =>
  sentAt ? Math.ceil((new Date(sentAt).getTime() + frequencySeconds * 1000 - Date.now()) / 1000) : 0

/** The instance's counts of messages sent and codes tried. */
export function recoveryLimits() {
  return {
    emailsSent: windowCounter(HOUR_MS),
    smsSent: windowCounter(HOUR_MS),
    verifications: windowCounter(FIVE_MINUTES_MS),
  }
}

export interface RecoveryContext extends AuthContext {
  limits: ReturnType<typeof recoveryLimits>
}

const banned = (user: UserRow) => Boolean(user.banned_until && new Date(user.banned_until).getTime() > Date.now())

/**
 * Keeps the new token unless one was sent less than `frequencySeconds` ago — in one statement, so
 * requests at the same moment send one message, not several. `withinLimits` may still refuse.
 */
export async function claimSending(
  ctx: RecoveryContext,
  userId: string,
  kind: 'recovery' | 'confirmation',
  hash: string,
  frequencySeconds: number,
  withinLimits: () => void,
) {
  const over = kind === 'recovery' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit'
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ at: string | null; free: boolean }>(
      `select to_json(${kind}_sent_at) #>> '{}' as at,
         ${kind}_sent_at is null or ${kind}_sent_at + make_interval(secs => $2) <= now() as free
       from auth.users where id = $1 for update`,
      [userId, frequencySeconds],
    )
    const someone = userId !== NO_ONE
    if (someone && !rows[0]?.free) {
      const wait = Math.max(1, secondsLeft(rows[0]?.at ?? null, frequencySeconds))
      throw authError(429, over, `For security purposes, you can only request this after ${wait} seconds.`)
    }
    if (someone) withinLimits()
    await tx.query(`update auth.users set ${kind}_token = $2, ${kind}_sent_at = now() where id = $1`, [userId, hash])
  })
}

/** The user a token opens (and the token spent), or GoTrue's "expired or invalid". */
export async function spend(ctx: RecoveryContext, kind: 'recovery' | 'sms', hash: string) {
  const [token, sent, expiry] =
    kind === 'recovery'
      ? ['recovery_token', 'recovery_sent_at', ctx.recovery.email.otpExpirySeconds]
      : ['confirmation_token', 'confirmation_sent_at', ctx.recovery.sms.otpExpirySeconds]
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; fresh: boolean }>(
      `select id, ${sent} + make_interval(secs => $2) > now() as fresh from auth.users where ${token} = $1 for update`,
      [hash, expiry],
    )
    const found = rows[0]
    if (!found || !found.fresh) throw authError(403, 'otp_expired', 'Token has expired or is invalid')
    await tx.query(
      `update auth.users set ${token} = null, ${sent} = null, last_sign_in_at = now(),
         ${kind === 'recovery' ? 'email_confirmed_at = coalesce(email_confirmed_at, now())' : 'phone_confirmed_at = coalesce(phone_confirmed_at, now())'}
       where id = $1`,
      [found.id],
    )
    const user = (await findUser(tx, 'id = $1', [found.id])) as UserRow
    if (banned(user)) throw authError(400, 'user_banned', 'User is banned')
    return { user, session: await issueSession(ctx, tx, user, 'otp') }
  })
}

export function limitVerifications(ctx: RecoveryContext, req: IncomingMessage) {
  if (!ctx.limits.verifications(req.socket.remoteAddress ?? '', ctx.recovery.rateLimit.tokenVerificationsPer5Minutes))
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
}
