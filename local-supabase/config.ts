import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { parse } from 'smol-toml'
import { goDurationMs } from './go-duration.ts'

/**
 * The Supabase CLI's documented local JWT secret. With it the anon and service_role keys are the
 * well-known local demo keys. Local development only: a real project has its own secret.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEFAULT_PORT = 54321
/** The mailbox's port: the Supabase CLI's Mailpit (Inbucket before it) answers on 54324. */
export const DEFAULT_MAIL_PORT = 54324
/** Access-token lifetime in seconds (Supabase's default). */
export const DEFAULT_JWT_EXPIRY = 3600
/** Reuse of a just-rotated refresh token is tolerated this long (GoTrue's reuse interval). */
export const REFRESH_TOKEN_REUSE_SECONDS = 10
/** Largest JSON body the REST, auth and functions APIs accept. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024
/** Most rows one REST read returns, as PostgREST's max-rows (config.toml [api] max_rows). */
export const MAX_ROWS = 1000
/** The seed's demo accounts (supabase/seed.sql), printed when the server starts. */
export const DEMO_ACCOUNTS = [
  { login: 'admin', password: 'admin1234', role: 'admin' },
  { login: 'maria.souza', password: 'produtor123', role: 'produtora (ES)' },
  { login: 'joao.pereira', password: 'produtor123', role: 'produtor (MG)' },
]

export interface RecoveryConfig {
  /** Where a link may send the person back (config.toml site_url and additional_redirect_urls). */
  siteUrl: string
  redirectUrls: string[]
  email: { maxFrequencySeconds: number; otpExpirySeconds: number; recoverySubject: string; recoveryTemplate: string }
  sms: { maxFrequencySeconds: number; otpExpirySeconds: number; template: string; testOtp: Record<string, string> }
  rateLimit: { emailSentPerHour: number; smsSentPerHour: number; tokenVerificationsPer5Minutes: number }
}

/** What the local server takes from supabase/config.toml, the Supabase CLI's project settings. */
export interface ProjectConfig {
  auth: {
    enableSignup: boolean
    tokenRequestsPer5Minutes: number
    signUpsPer5Minutes: number
    minimumPasswordLength: number
    recovery: RecoveryConfig
  }
}

/** Go's duration ("60s", "1m30s") in seconds, as the CLI reads config.toml. */
function seconds(duration: string | undefined, fallback: number): number {
  if (!duration) return fallback
  const ms = goDurationMs(duration)
  if (ms === null) throw new Error(`config.toml: "${duration}" is not a duration`)
  return ms / 1000
}

interface AuthToml {
  enable_signup?: boolean
  minimum_password_length?: number
  site_url?: string
  additional_redirect_urls?: string[]
  rate_limit?: {
    token_refresh?: number
    sign_in_sign_ups?: number
    email_sent?: number
    sms_sent?: number
    token_verifications?: number
  }
  email?: {
    max_frequency?: string
    otp_expiry?: number
    template?: { recovery?: { subject?: string; content_path?: string } }
  }
  sms?: { max_frequency?: string; template?: string; test_otp?: Record<string, string> }
}

/** GoTrue's own recovery e-mail, when config.toml names no template (as the CLI). */
const DEFAULT_RECOVERY =
  '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>'

export async function readProjectConfig(
  file = fileURLToPath(new URL('../supabase/config.toml', import.meta.url)),
): Promise<ProjectConfig> {
  const auth = (parse(await readFile(file, 'utf8')) as { auth?: AuthToml }).auth ?? {}
  const template = auth.email?.template?.recovery
  // content_path is relative to the project's root, as the CLI reads it.
  const root = path.dirname(path.dirname(file))
  // The Supabase CLI's defaults when a key is absent.
  return {
    auth: {
      enableSignup: auth.enable_signup ?? true,
      // The CLI hands token_refresh to GoTrue's token limiter (/token: password and refresh grants)
      // and sign_in_sign_ups to its OTP one (sign-ups, codes).
      tokenRequestsPer5Minutes: auth.rate_limit?.token_refresh ?? 150,
      signUpsPer5Minutes: auth.rate_limit?.sign_in_sign_ups ?? 30,
      minimumPasswordLength: auth.minimum_password_length ?? 6,
      recovery: {
        siteUrl: auth.site_url ?? 'http://127.0.0.1:3000',
        redirectUrls: auth.additional_redirect_urls ?? [],
        email: {
          maxFrequencySeconds: seconds(auth.email?.max_frequency, 1),
          otpExpirySeconds: auth.email?.otp_expiry ?? 3600,
          recoverySubject: template?.subject ?? 'Reset Your Password',
          recoveryTemplate: template?.content_path
            ? await readFile(path.resolve(root, template.content_path), 'utf8')
            : DEFAULT_RECOVERY,
        },
        sms: {
          maxFrequencySeconds: seconds(auth.sms?.max_frequency, 5),
          // GoTrue's SMS_OTP_EXP (the CLI has no key for it).
          otpExpirySeconds: 60,
          template: auth.sms?.template ?? 'Your code is {{ .Code }}',
          testOtp: Object.fromEntries(
            Object.entries(auth.sms?.test_otp ?? {}).map(([phone, code]) => [phone.replace(/\D/g, ''), code]),
          ),
        },
        rateLimit: {
          emailSentPerHour: auth.rate_limit?.email_sent ?? 2,
          smsSentPerHour: auth.rate_limit?.sms_sent ?? 30,
          tokenVerificationsPer5Minutes: auth.rate_limit?.token_verifications ?? 30,
        },
      },
    },
  }
}
