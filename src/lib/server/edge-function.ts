import type { Result } from './result'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { loadSupabase } from './load-supabase'

/**
 * Calls one of the project's edge functions. A refusal (4xx) carries the function's own pt-BR
 * message (`{ error }`); anything else — no connection, a server failure — reads `fallback`.
 */
export async function callEdgeFunction<T>(name: string, body: object, fallback: string): Promise<Result<T>> {
  try {
    const supabase = await loadSupabase()
    const { data, error } = await supabase.functions.invoke<T>(name, { body })
    // (A cast: TypeScript cannot resolve Result's shape for a T still unknown here.)
    if (!error && data) return { ok: true, data } as Result<T>
    if (error instanceof FunctionsHttpError && error.context.status < 500) {
      const answer = (await error.context.json().catch(() => ({}))) as { error?: string }
      if (answer.error) return { ok: false, message: answer.error }
    }
    return { ok: false, message: fallback }
  } catch {
    return { ok: false, message: fallback }
  }
}
