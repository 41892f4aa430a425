import { HttpError } from '../http/respond.ts'

export interface PgError {
  code?: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  )
}

/** A PostgREST error body with its HTTP status. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint, message })
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  // PostgREST's custom statuses: `raise sqlstate 'PT429'` answers HTTP 429.
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '40001': 409,
  }
  if (exact[code]) return exact[code]
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

export function fromPgError(error: PgError, role: string): HttpError {
  const code = error.code ?? 'XX000'
  return restError(statusForSqlState(code, role), code, error.message, error.detail ?? null, error.hint ?? null)
}
