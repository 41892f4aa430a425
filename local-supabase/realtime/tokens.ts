import { decodeJwt } from 'jose'
import { API_ROLES, JwtError, type ApiRole, type Claims, type JwtKeys } from '../auth/jwt.ts'

// A channel's token checked as Realtime checks it, with its refusals worded as Realtime words them
// ("<Code>: <message>", the join's `reason` or the system message of a channel it closes).

export interface ChannelIdentity {
  role: ApiRole
  claims: Claims
  token: string
}

export class TokenRefused extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`)
  }
}

export async function checkToken(keys: JwtKeys, token: string, now = Date.now()): Promise<ChannelIdentity> {
  let unverified: Claims
  try {
    unverified = decodeJwt(token)
  } catch {
    throw new TokenRefused('MalformedJWT', 'The token provided is not a valid JWT')
  }
  let claims: Claims
  try {
    claims = await keys.verify(token)
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired' && typeof unverified.exp === 'number') {
      throw new TokenRefused(
        'InvalidJWTToken',
        `Token has expired ${Math.max(0, Math.floor(now / 1000) - unverified.exp)} seconds ago`,
      )
    }
    throw new TokenRefused('JwtSignatureError', 'Failed to validate JWT signature')
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    throw new TokenRefused('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT')
  }
  if (!API_ROLES.includes(claims.role as ApiRole)) {
    throw new TokenRefused('UnknownErrorOnChannel', `role "${claims.role}" does not exist`)
  }
  return { role: claims.role as ApiRole, claims, token }
}
