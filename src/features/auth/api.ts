import type { Result } from '@/lib/server/result'
import * as v from 'valibot'
import { callEdgeFunction } from '@/lib/server/edge-function'
import { loadSupabase } from '@/lib/server/load-supabase'
import { cadastroSchema, loginSchema, type CadastroEntrada, type LoginEntrada } from './schemas'

interface ReceivedSession {
  access_token: string
  refresh_token: string
}

/** Calls an auth edge function and, on success, keeps the session it returns. */
async function startSessionThrough(edgeFunction: 'login' | 'cadastro', body: object, fallbackMessage: string): Promise<Result> {
  const answer = await callEdgeFunction<ReceivedSession>(edgeFunction, body, fallbackMessage)
  if (!answer.ok) return answer
  try {
    const supabase = await loadSupabase()
    const { access_token, refresh_token } = answer.data
    const { error } = await supabase.auth.setSession({ access_token, refresh_token })
    return error ? { ok: false, message: fallbackMessage } : { ok: true }
  } catch {
    return { ok: false, message: fallbackMessage }
  }
}

/** Sign-in with e-mail, phone or username; the server resolves the identifier. */
export async function entrar(entrada: LoginEntrada): Promise<Result> {
  const parsed = v.safeParse(loginSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  return startSessionThrough(
    'login',
    { identificador: parsed.output.identificador, senha: parsed.output.senha },
    'Erro ao fazer login',
  )
}

export async function cadastrar(entrada: CadastroEntrada): Promise<Result> {
  const parsed = v.safeParse(cadastroSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  return startSessionThrough('cadastro', parsed.output, 'Erro ao criar conta. Tente novamente.')
}
