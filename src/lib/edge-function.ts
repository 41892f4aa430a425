import { FunctionsHttpError } from '@supabase/supabase-js'
import { loadSupabase } from './load-supabase'

export type FunctionAnswer<T> = { ok: true; data: T } | { ok: false; mensagem: string }

/**
 * Calls one of the project's edge functions. A refusal (4xx) carries the function's own pt-BR
 * message (`{ error }`); anything else — no connection, a server failure — reads `fallback`.
 */
export async function callEdgeFunction<T>(name: string, body: object, fallback: string): Promise<FunctionAnswer<T>> {
  try {
    const supabase = await loadSupabase()
    const { data, error } = await supabase.functions.invoke<T>(name, { body })
    if (!error && data) return { ok: true, data }
    if (error instanceof FunctionsHttpError && error.context.status < 500) {
      const answer = (await error.context.json().catch(() => ({}))) as { error?: string }
      if (answer.error) return { ok: false, mensagem: answer.error }
    }
    return { ok: false, mensagem: fallback }
  } catch {
    return { ok: false, mensagem: fallback }
  }
}
