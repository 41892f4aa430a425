import type { Database } from '../db/database.ts'
import type { JwtKeys } from './jwt.ts'

export interface AuthContext {
  db: Database
  keys: JwtKeys
  /** Public URL of the server, for the `iss` claim. */
  baseUrl: () => string
  jwtExpiry: number
  /** GoTrue's signups switch (config.toml [auth] enable_signup); the admin API creates users either way. */
  enableSignup: boolean
  /** GoTrue's sign_in_sign_ups limit: password grants and sign-ups per 5 minutes per address. */
  signInsPer5Minutes: number
}
