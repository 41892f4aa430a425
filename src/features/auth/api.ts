import { FunctionsHttpError } from '@supabase/supabase-js'
import * as v from 'valibot'
import { loadSupabase } from '@/lib/load-supabase'
import { cadastroSchema, loginSchema, type CadastroEntrada, type LoginEntrada } from './schemas'

export type Resultado = { ok: true } | { ok: false; mensagem: string }

interface SessaoRecebida {
  access_token: string
  refresh_token: string
}

/** Calls an auth edge function and, on success, keeps the session it returns. */
async function chamar(funcao: 'login' | 'cadastro', corpo: object, mensagemPadrao: string): Promise<Resultado> {
  try {
    const supabase = await loadSupabase()
    const { data, error } = await supabase.functions.invoke<SessaoRecebida>(funcao, { body: corpo })
    if (error) {
      if (error instanceof FunctionsHttpError) {
        const resposta = (await error.context.json().catch(() => ({}))) as { error?: string }
        // The function's own pt-BR message (wrong password, inactive account, field in use…).
        if (resposta.error && error.context.status < 500) return { ok: false, mensagem: resposta.error }
      }
      return { ok: false, mensagem: mensagemPadrao }
    }
    if (!data) return { ok: false, mensagem: mensagemPadrao }
    const { error: erroSessao } = await supabase.auth.setSession({
      access_token: data.access_token,
      refresh_token: data.refresh_token,
    })
    return erroSessao ? { ok: false, mensagem: mensagemPadrao } : { ok: true }
  } catch {
    return { ok: false, mensagem: mensagemPadrao }
  }
}

/** Sign-in with e-mail, phone or username; the server resolves the identifier. */
export async function entrar(entrada: LoginEntrada): Promise<Resultado> {
  const parsed = v.safeParse(loginSchema, entrada)
  if (!parsed.success) return { ok: false, mensagem: parsed.issues[0].message }
  return chamar('login', { identificador: parsed.output.identificador, senha: parsed.output.senha }, 'Erro ao fazer login')
}

export async function cadastrar(entrada: CadastroEntrada): Promise<Resultado> {
  const parsed = v.safeParse(cadastroSchema, entrada)
  if (!parsed.success) return { ok: false, mensagem: parsed.issues[0].message }
  return chamar('cadastro', parsed.output, 'Erro ao criar conta. Tente novamente.')
}
