import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from '../http/respond.ts'
import type { Endpoint } from '../http/route-table.ts'
import { authError } from './errors.ts'
import { allowedRedirect, fill, plainText } from './recovery-messages.ts'
import {
  claimSending,
  limitVerifications,
  newCode,
  NO_ONE,
  recoveryLimits,
  spend,
  tokenHash,
  type RecoveryContext,
} from './recovery-tokens.ts'
import { jsonBody, requireApiKey } from './requests.ts'
import type { AuthContext } from './context.ts'
import { findUser, normalizeEmail, normalizePhone } from './users.ts'

// A way back in, as GoTrue does it: POST /recover (an e-mail with a link and a code), POST /otp
// (a code by SMS or WhatsApp), GET /verify (the link: a session in the address's fragment, or the
// error there) and POST /verify (a code or a token hash: a session). Tokens are GoTrue's:
// sha224(e-mail or phone + code) in hex, kept on the user (recovery_token, confirmation_token),
// single-use and expiring. Messages go to the local mailbox instead of leaving the machine.

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

export async function recover(ctx: RecoveryContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  await requireApiKey(ctx, req)
  const body = await jsonBody(req)
  if (typeof body.email !== 'string' || body.email.trim() === '')
    throw authError(400, 'validation_failed', 'Password recovery requires an email')
  const email = normalizeEmail(body.email)!
  const user = await findUser(ctx.db, 'lower(email) = $1', [email])
  const code = newCode()
  const hash = tokenHash(email, code)
  // No account: the same answer (GoTrue's) after the same work (the same statement, on no row,
  // and the same e-mail, sent nowhere), so neither the answer nor its time tells who has one.
  await claimSending(ctx, user?.id ?? NO_ONE, 'recovery', hash, ctx.recovery.email.maxFrequencySeconds, () => {
    if (user && !ctx.limits.emailsSent('instance', ctx.recovery.rateLimit.emailSentPerHour))
      throw authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
  })
  const redirectTo = allowedRedirect(
    ctx.recovery,
    url.searchParams.get('redirect_to') ?? (body.redirect_to as string | undefined) ?? null,
  )
  const link = `${ctx.baseUrl()}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`
  const fields = {
    ConfirmationURL: link,
    Token: code,
    TokenHash: hash,
    SiteURL: ctx.recovery.siteUrl,
    Email: email,
    RedirectTo: redirectTo,
  }
  const html = fill(ctx.recovery.email.recoveryTemplate, fields)
  const text = plainText(html)
  if (user)
    ctx.mailbox.send({
      to: email,
      subject: fill(ctx.recovery.email.recoverySubject, fields),
      html,
      text,
      channel: 'email',
    })
  sendJson(res, 200, {})
}

export async function otp(ctx: RecoveryContext, req: IncomingMessage, res: ServerResponse) {
  await requireApiKey(ctx, req)
  const body = await jsonBody(req)
  if (body.email !== undefined && body.email !== '')
    throw authError(400, 'validation_failed', 'E-mail OTP (magic link) is not supported by the local server: use /recover')
  const phone = normalizePhone(body.phone)
  if (!phone) throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided')
  const channel = body.channel === undefined || body.channel === '' ? 'sms' : body.channel
  if (channel !== 'sms' && channel !== 'whatsapp')
    throw authError(400, 'validation_failed', 'Invalid channel: must be sms or whatsapp')
  const user = await findUser(ctx.db, 'phone = $1', [phone])
  if (!user) {
    // GoTrue would sign a new phone up: not with create_user false, nor with sign-ups off.
    if (body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
  }
  const fixed = ctx.recovery.sms.testOtp[phone]
  const code = fixed ?? newCode()
  await claimSending(ctx, user.id, 'confirmation', tokenHash(phone, code), ctx.recovery.sms.maxFrequencySeconds, () => {
    if (!fixed && !ctx.limits.smsSent('instance', ctx.recovery.rateLimit.smsSentPerHour))
      throw authError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded')
  })
  // A test number ([auth.sms.test_otp]) gets no message: its code is fixed.
  const message = fixed
    ? null
    : ctx.mailbox.send({
        to: `+${phone}`,
        subject: `${channel === 'sms' ? 'SMS' : 'WhatsApp'} para +${phone}`,
        text: fill(ctx.recovery.sms.template, { Code: code }),
        channel,
      })
  sendJson(res, 200, { message_id: message?.ID ?? '' })
}

export async function verifyGet(ctx: RecoveryContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const type = url.searchParams.get('type') ?? ''
  const token = url.searchParams.get('token') ?? ''
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type')
  if (!token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash')
  const redirectTo = allowedRedirect(ctx.recovery, url.searchParams.get('redirect_to'))
  let location: string
  try {
    limitVerifications(ctx, req)
    if (type !== 'recovery') throw unsupportedType(type, ['recovery'])
    const { session } = await spend(ctx, 'recovery', token)
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

export async function verifyPost(ctx: RecoveryContext, req: IncomingMessage, res: ServerResponse) {
  await requireApiKey(ctx, req)
  const body = await jsonBody(req)
  const type = typeof body.type === 'string' ? body.type : ''
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type')
  const token = typeof body.token === 'string' ? body.token : ''
  const hashGiven = typeof body.token_hash === 'string' ? body.token_hash : ''
  if ((token === '') === (hashGiven === ''))
    throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash')
  limitVerifications(ctx, req)
  let hash = hashGiven
  if (token) {
    if (type === 'sms') {
      const phone = normalizePhone(body.phone)
      if (!phone) throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
      hash = tokenHash(phone, token)
    } else {
      const email = normalizeEmail(body.email)
      if (!email) throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
      hash = tokenHash(email, token)
    }
  }
  if (type !== 'recovery' && type !== 'sms') throw unsupportedType(type, ['recovery', 'sms'])
  const { session } = await spend(ctx, type, hash)
  sendJson(res, 200, session)
}

/** The recovery's lines of the auth table, with the instance's own limits. */
export function recoveryRoutes(auth: AuthContext): Endpoint[] {
  const ctx: RecoveryContext = { ...auth, limits: recoveryLimits() }
  return [
    { methods: ['POST'], path: /^recover$/, handle: (req, res, _, url) => recover(ctx, req, res, url) },
    { methods: ['POST'], path: /^otp$/, handle: (req, res) => otp(ctx, req, res) },
    { methods: ['GET'], path: /^verify$/, handle: (req, res, _, url) => verifyGet(ctx, req, res, url) },
    { methods: ['POST'], path: /^verify$/, handle: (req, res) => verifyPost(ctx, req, res) },
  ]
}
