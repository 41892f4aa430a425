import type { IncomingMessage } from 'node:http'
import { HttpError } from '../http/respond.ts'

// GoTrue's error bodies, in the API version the caller asks for.

/** GoTrue's error, in its initial API version's body; `inApiVersion` turns it into the caller's version. */
export function authError(status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra })
}

/**
 * GoTrue answers errors in the API version the request names (X-Supabase-Api-Version, which
 * supabase-js sends as 2024-01-01): from 2024-01-01 `{code: "<error code>", message}` with the
 * version echoed, before it `{code: <status>, error_code, msg}`; both with `x-sb-error-code`
 * (except a weak password in the newer version).
 */
export function inApiVersion(req: IncomingMessage, error: HttpError): HttpError {
  const body = error.body as { code?: unknown; error_code?: unknown; msg?: unknown }
  if (typeof body?.error_code !== 'string') return error
  const { code: _status, error_code: errorCode, msg, ...extra } = body as Record<string, unknown>
  const version = String(req.headers['x-supabase-api-version'] ?? '')
  const current = /^\d{4}-\d{2}-\d{2}$/.test(version) && !Number.isNaN(Date.parse(version)) && version >= '2024-01-01'
  if (!current) return new HttpError(error.status, body, { ...error.headers, 'x-sb-error-code': errorCode as string })
  return new HttpError(
    error.status,
    { code: errorCode, message: msg, ...extra },
    {
      ...error.headers,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(errorCode === 'weak_password' ? {} : { 'x-sb-error-code': errorCode as string }),
    },
  )
}
