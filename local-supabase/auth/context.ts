import type { Database } from '../db/database.ts'
import type { Mailbox } from '../mailbox/mailbox.ts'
import type { JwtKeys } from './jwt.ts'
import type { RecoveryConfig } from '../config.ts'

export interface AuthContext {
  db: Database
  keys: JwtKeys
  /** Public URL of the server, for the `iss` claim. */
  baseUrl: () => string
  jwtExpiry: number
  /** GoTrue's signups switch (config.toml [auth] enable_signup); the admin API creates users either way. */
  enableSignup: boolean
  /**
   * GoTrue's token limit (config.toml [auth.rate_limit] token_refresh): requests to /token — password
   * sign-ins and refreshes together, as GoTrue counts them — per 5 minutes per address.
   */
  tokenRequestsPer5Minutes: number
  /** GoTrue's sign-up limit (config.toml [auth.rate_limit] sign_in_sign_ups): per 5 minutes per address. */
  signUpsPer5Minutes: number
  /** GoTrue's minimum_password_length (config.toml [auth]). */
  minimumPasswordLength: number
  /** "Esqueci minha senha": config.toml's links, codes, templates and limits. */
  recovery: RecoveryConfig
  /** Where the e-mails and texts it sends go. */
  mailbox: Mailbox
}
