import type { IncomingMessage } from 'node:http'
import { API_ROLES, JwtError, type ApiRole, type Claims, type JwtKeys } from '../auth/jwt.ts'

/** Who is calling, from the verified JWT, as PostgREST and Supabase's gateway see it. */
export interface Caller {
  role: ApiRole
  claims: Claims
  /** The bearer token (a user's access token or an API key). */
  token: string
  /** The request's headers, lower-case, as PostgREST gives them to SQL (`request.headers`). */
  headers: Record<string, string>
}

/**
 * The headers as the database sees them behind Supabase's gateway: lower-case names, and the
 * caller's address appended to X-Forwarded-For (its last entry is the one a client cannot choose).
 */
export function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const address = req.socket.remoteAddress ?? ''
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address
  return headers
}

export class CallerError extends Error {
  constructor(
    readonly reason: 'missing' | 'expired' | 'invalid' | 'role',
    message: string,
  ) {
    super(message)
  }
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim()
}

export async function identifyCaller(req: IncomingMessage, keys: JwtKeys): Promise<Caller> {
  const apikey = req.headers.apikey
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : undefined)
  if (!token) throw new CallerError('missing', 'No API key found in request')
  let claims: Claims
  try {
    claims = await keys.verify(token)
  } catch (error) {
    if (error instanceof JwtError) throw new CallerError(error.reason, error.message)
    throw error
  }
  const role = claims.role as ApiRole
  if (!API_ROLES.includes(role)) {
    throw new CallerError('role', `role "${String(claims.role)}" does not exist`)
  }
  if (role === 'authenticated' && typeof claims.sub !== 'string') {
    throw new CallerError('invalid', 'Invalid JWT: missing sub claim')
  }
  return { role, claims, token, headers: requestHeaders(req) }
}
