import { createHash, randomInt } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from '../http/respond.ts'
import type { Mailbox } from '../mailbox/mailbox.ts'
import type { RecoveryConfig } from '../config.ts'
import type { AuthContext } from './context.ts'
import { authError } from './errors.ts'
import { jsonBody, requireApiKey } from './requests.ts'
import { issueSession } from './sessions.ts'
import { findUser, normalizeEmail, normalizePhone, type UserRow } from './users.ts'

// A way back in, as GoTrue does it: POST /recover (an e-mail with a link and a code), POST /otp
// (a code by SMS or WhatsApp), GET /verify (the link: a session in the address's fragment, or the
// error there) and POST /verify (a code or a token hash: a session). Tokens are GoTrue's:
// sha224(e-mail or phone + code) in hex, kept on the user (recovery_token, confirmation_token),
// single-use and expiring. Messages go to the local mailbox instead of leaving the machine.

const HOUR_MS = 60 * 60 * 1000
/** No user has this id: what a request for an address without an account works on. */
const NO_ONE = '00000000-0000-0000-0000-000000000000'
const FIVE_MINUTES_MS = 5 * 60 * 1000

/** GoTrue's verification types: one it has and the local server does not is refused as such. */
const GOTRUE_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email', 'sms', 'phone_change']
const unsupportedType = (type: string, here: string[]) =>
  GOTRUE_TYPES.includes(type)
    ? authError(
        400,
        'validation_failed',
        `Verification type ${type} is not supported by the local server (only ${here.join(', ')})`,
      )
    : authError(400, 'validation_failed', 'Unsupported verification type')

export const tokenHash = (emailOrPhone: string, code: string) =>
  createHash('sha224')
    .update(emailOrPhone + code)
    .digest('hex')
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** GoTrue's redirect URL patterns: `*` any run of characters but `/` and `.`, `**` anything. */
function allowedRedirect(config: RecoveryConfig, wanted: string | null): string {
  if (!wanted) return config.siteUrl
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/.]*'),
        )
        .join('.*')}$`,
    ).test(wanted)
  const site = config.siteUrl.replace(/\/+$/, '')
  return wanted === site || wanted.startsWith(`${site}/`) || config.redirectUrls.some(matches) ? wanted : config.siteUrl
}

/** Go template fields ({{ .Token }}) as GoTrue fills them. */
const fill = (template: string, fields: Record<string, string>) =>
  template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole)

/** An e-mail's text part from its HTML: each paragraph on its own, a link as "text: address". */
function plainText(html: string): string {
  const BREAK = '\u0000'
  return html
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a\s*>/g, '$2: $1')
    .replace(/<\/(?:p|h\d|div|li)\s*>|<br\s*\/?>/gi, BREAK)
    .replace(/<[^>]+>/g, ' ')
    .split(BREAK)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
}

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

export function createRecovery(ctx: AuthContext, config: RecoveryConfig, mailbox: Mailbox) {
  const { db } = ctx
  const emailsSent = windowCounter(HOUR_MS)
  const smsSent = windowCounter(HOUR_MS)
  const verifications = windowCounter(FIVE_MINUTES_MS)

  const banned = (user: UserRow) => Boolean(user.banned_until && new Date(user.banned_until).getTime() > Date.now())

  async function recover(req: IncomingMessage, res: ServerResponse, url: URL) {
    await requireApiKey(ctx, req)
    const body = await jsonBody(req)
    if (typeof body.email !== 'string' || body.email.trim() === '')
      throw authError(400, 'validation_failed', 'Password recovery requires an email')
    const email = normalizeEmail(body.email)!
    const user = await findUser(db, 'lower(email) = $1', [email])
    const code = newCode()
    const hash = tokenHash(email, code)
    // No account: the same answer (GoTrue's) after the same work (the same statement, on no row,
    // and the same e-mail, sent nowhere), so neither the answer nor its time tells who has one.
    await claimSending(user?.id ?? NO_ONE, 'recovery', hash, config.email.maxFrequencySeconds, () => {
      if (user && !emailsSent('instance', config.rateLimit.emailSentPerHour))
        throw authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
    })
    const redirectTo = allowedRedirect(
      config,
      url.searchParams.get('redirect_to') ?? (body.redirect_to as string | undefined) ?? null,
    )
    const link = `${ctx.baseUrl()}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`
    const fields = {
      ConfirmationURL: link,
      Token: code,
      TokenHash: hash,
      SiteURL: config.siteUrl,
      Email: email,
      RedirectTo: redirectTo,
    }
    const html = fill(config.email.recoveryTemplate, fields)
    const text = plainText(html)
    if (user)
      mailbox.send({
        to: email,
        subject: fill(config.email.recoverySubject, fields),
        html,
        text,
        channel: 'email',
      })
    sendJson(res, 200, {})
  }

  async function otp(req: IncomingMessage, res: ServerResponse) {
    await requireApiKey(ctx, req)
    const body = await jsonBody(req)
    if (body.email !== undefined && body.email !== '')
      throw authError(400, 'validation_failed', 'E-mail OTP (magic link) is not supported by the local server: use /recover')
    const phone = normalizePhone(body.phone)
    if (!phone) throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided')
    const channel = body.channel === undefined || body.channel === '' ? 'sms' : body.channel
    if (channel !== 'sms' && channel !== 'whatsapp')
      throw authError(400, 'validation_failed', 'Invalid channel: must be sms or whatsapp')
    const user = await findUser(db, 'phone = $1', [phone])
    if (!user) {
      // GoTrue would sign a new phone up: not with create_user false, nor with sign-ups off.
      if (body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    const fixed = config.sms.testOtp[phone]
    const code = fixed ?? newCode()
    await claimSending(user.id, 'confirmation', tokenHash(phone, code), config.sms.maxFrequencySeconds, () => {
      if (!fixed && !smsSent('instance', config.rateLimit.smsSentPerHour))
        throw authError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded')
    })
    // A test number ([auth.sms.test_otp]) gets no message: its code is fixed.
    const message = fixed
      ? null
      : mailbox.send({
          to: `+${phone}`,
          subject: `${channel === 'sms' ? 'SMS' : 'WhatsApp'} para +${phone}`,
          text: fill(config.sms.template, { Code: code }),
          channel,
        })
    sendJson(res, 200, { message_id: message?.ID ?? '' })
  }

  /**
   * Keeps the new token unless one was sent less than `frequencySeconds` ago — in one statement, so
   * requests at the same moment send one message, not several. `withinLimits` may still refuse.
   */
  async function claimSending(
    userId: string,
    kind: 'recovery' | 'confirmation',
    hash: string,
    frequencySeconds: number,
    withinLimits: () => void,
  ) {
    const over = kind === 'recovery' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit'
    await db.transaction(async (tx) => {
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
  async function spend(kind: 'recovery' | 'sms', hash: string) {
    const [token, sent, expiry] =
      kind === 'recovery'
        ? ['recovery_token', 'recovery_sent_at', config.email.otpExpirySeconds]
        : ['confirmation_token', 'confirmation_sent_at', config.sms.otpExpirySeconds]
    return db.transaction(async (tx) => {
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

  function limitVerifications(req: IncomingMessage) {
    if (!verifications(req.socket.remoteAddress ?? '', config.rateLimit.tokenVerificationsPer5Minutes))
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }

  async function verifyGet(req: IncomingMessage, res: ServerResponse, url: URL) {
    const type = url.searchParams.get('type') ?? ''
    const token = url.searchParams.get('token') ?? ''
    if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type')
    if (!token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash')
    const redirectTo = allowedRedirect(config, url.searchParams.get('redirect_to'))
    let location: string
    try {
      limitVerifications(req)
      if (type !== 'recovery') throw unsupportedType(type, ['recovery'])
      const { session } = await spend('recovery', token)
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      })
      location = `${redirectTo.split('#')[0]}#${fragment}`
    } catch (error) {
      const body = (error as { body?: { error_code?: string; msg?: string } }).body
      const code = body?.error_code ?? 'unexpected_failure'
      const description = code === 'otp_expired' ? 'Email link is invalid or has expired' : (body?.msg ?? 'Unexpected failure')
      location = `${redirectTo.split('#')[0]}#${new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description })}`
    }
    res.writeHead(303, { Location: location })
    res.end()
  }

  async function verifyPost(req: IncomingMessage, res: ServerResponse) {
    await requireApiKey(ctx, req)
    const body = await jsonBody(req)
    const type = typeof body.type === 'string' ? body.type : ''
    if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type')
    const token = typeof body.token === 'string' ? body.token : ''
    const hashGiven = typeof body.token_hash === 'string' ? body.token_hash : ''
    if ((token === '') === (hashGiven === ''))
      throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash')
    limitVerifications(req)
    let hash = hashGiven
    if (token) {
      if (type === 'sms') {
        const phone = normalizePhone(body.phone)
        if (!phone)
          throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
        hash = tokenHash(phone, token)
      } else {
        const email = normalizeEmail(body.email)
        if (!email)
          throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
        hash = tokenHash(email, token)
      }
    }
    if (type !== 'recovery' && type !== 'sms') throw unsupportedType(type, ['recovery', 'sms'])
    const { session } = await spend(type, hash)
    sendJson(res, 200, session)
  }

  return { recover, otp, verifyGet, verifyPost }
}
