// What an attempt to send an item tells the engine to do next, from the server's answer.

import type { FieldConflict } from '../store/outbox-item'

export type { FieldConflict }

export type Outcome =
  | { kind: 'done' }
  /** Network failure, timeout or 5xx: try again later. */
  | { kind: 'retry' }
  /** 401 / expired token: refresh the session, then try again. */
  | { kind: 'auth' }
  /** Refused for good (RLS, constraint, a conflict…): keep it, marked, until the person acts. */
  | { kind: 'rejected'; reason: string; conflict?: FieldConflict[] }

interface ErrorLike {
  status?: number
  code?: string
  message?: string
  /** Set by the project's own database rules, whose messages are written for the person (pt-BR). */
  hint?: string | null
}

const REASONS: Record<string, string> = {
  '42501': 'Sem permissão para esta alteração (sua conta pode estar inativa).',
  '23514': 'Algum dado não foi aceito pelo servidor. Revise e tente de novo.',
  '23503': 'O anúncio não existe mais.',
  '23505': 'Isto já foi registrado.',
  '22P02': 'Algum dado está em formato inválido.',
  '413': 'A foto é grande demais (máximo 5 MB).',
  '415': 'Formato de foto não aceito (use JPG, PNG ou WebP).',
}

/** Classifies a supabase-js error (or a thrown fetch failure) into the next step. */
export function outcomeOf(error: ErrorLike | null | undefined): Outcome {
  if (!error) return { kind: 'done' }
  const status = error.status ?? 0
  if (status === 401 || error.code === 'PGRST301' || error.code === 'PGRST303') return { kind: 'auth' }
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'retry' }
  if (error.hint && error.message) return { kind: 'rejected', reason: error.message }
  return {
    kind: 'rejected',
    reason: REASONS[error.code ?? ''] ?? REASONS[String(status)] ?? 'O servidor recusou esta alteração.',
  }
}

/** What supabase-js answers a call (REST or Storage), as far as the sync reads it. */
export type Answer = {
  error: { code?: string; message?: string; status?: number; statusCode?: string } | null
  status?: number
}

/** The next step after a supabase-js answer. */
export function answerOutcome(answer: Answer): Outcome {
  const error = answer.error
  if (!error) return { kind: 'done' }
  // (Read field by field: an Error's message is not an own enumerable property.)
  const { code, message, statusCode } = error
  // Storage answers HTTP 400 to every refusal and puts the real status in the body (statusCode);
  // a token it refuses (expired, bad signature) is AccessDenied with the JWT check's message.
  if (code === 'AccessDenied' && /jwt|"exp"|signature/i.test(message ?? '')) return { kind: 'auth' }
  const status = statusCode ? Number(statusCode) : (error.status ?? answer.status ?? 0)
  return outcomeOf({ code, message, hint: (error as { hint?: string | null }).hint, status })
}
