import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'

/**
 * The Supabase CLI's documented local JWT secret. With it the anon and service_role keys are the
 * well-known local demo keys. Local development only: a real project has its own secret.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEFAULT_PORT = 54321
/** Access-token lifetime in seconds (Supabase's default). */
export const DEFAULT_JWT_EXPIRY = 3600
/** Reuse of a just-rotated refresh token is tolerated this long (GoTrue's reuse interval). */
export const REFRESH_TOKEN_REUSE_SECONDS = 10
export const MINIMUM_PASSWORD_LENGTH = 6
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

/** What the local server takes from supabase/config.toml, the Supabase CLI's project settings. */
export interface ProjectConfig {
  auth: { enableSignup: boolean; signInsPer5Minutes: number }
}

export async function readProjectConfig(
  file = fileURLToPath(new URL('../supabase/config.toml', import.meta.url)),
): Promise<ProjectConfig> {
  const toml = parse(await readFile(file, 'utf8')) as {
    auth?: { enable_signup?: boolean; rate_limit?: { sign_in_sign_ups?: number } }
  }
  // The Supabase CLI's defaults when a key is absent: signups allowed, 30 sign-ins per 5 minutes.
  return {
    auth: {
      enableSignup: toml.auth?.enable_signup ?? true,
      signInsPer5Minutes: toml.auth?.rate_limit?.sign_in_sign_ups ?? 30,
    },
  }
}
