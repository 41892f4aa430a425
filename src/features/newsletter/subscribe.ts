import type { Result } from '@/lib/server/result'
import * as v from 'valibot'
import { loadSupabase } from '@/lib/server/load-supabase'
import { MENSAGEM_EMAIL_INVALIDO, inscricaoSchema } from './schema'

/** Subscribes an e-mail; the answer is the message to show, as the specification words it. */
export async function inscreverNaNewsletter(entrada: { email: string }): Promise<Result> {
  const parsed = v.safeParse(inscricaoSchema, entrada)
  if (!parsed.success) return { ok: false, message: MENSAGEM_EMAIL_INVALIDO }
  try {
    const supabase = await loadSupabase()
    const { error } = await supabase.from('newsletter_inscricoes').insert({ email: parsed.output.email })
    if (!error) return { ok: true }
    if (error.code === '23505') return { ok: false, message: 'Este email já está inscrito!' }
    if (error.code === '23514') return { ok: false, message: MENSAGEM_EMAIL_INVALIDO }
    // Over the per-address limit (the database's own pt-BR message).
    if (error.code === 'PT429') return { ok: false, message: error.message }
    // supabase-js reports a network failure as an error without a database code.
    if (!error.code) return { ok: false, message: 'Erro ao realizar inscrição. Tente novamente.' }
    return { ok: false, message: 'Erro ao realizar inscrição' }
  } catch {
    return { ok: false, message: 'Erro ao realizar inscrição. Tente novamente.' }
  }
}
