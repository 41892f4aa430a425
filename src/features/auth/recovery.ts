import * as v from 'valibot'
import { config } from '@/lib/server/config'
import { connectedFetch, isConnected } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import { SENHA_MINIMA } from '@/lib/rules/password-rules'
import type { Result } from '@/lib/server/result'
import {
  codigoSchema,
  contatoDe,
  novaSenhaSchema,
  recuperarSenhaSchema,
  type CodigoEntrada,
  type Contato,
  type NovaSenhaEntrada,
  type RecuperarSenhaEntrada,
} from './schemas'

// "Esqueci minha senha" as Supabase Auth does it: a link and a code by e-mail
// (resetPasswordForEmail), or a code by SMS or WhatsApp (signInWithOtp), then a new password in
// the recovery session (updateUser). The answer to a request never says whether an account exists.

export const INSTRUCOES_ENVIADAS = 'Se houver uma conta com esses dados, enviamos as instruções.'
export const SEM_CONEXAO = 'Sem conexão com a internet. Conecte-se para receber as instruções.'
export const CODIGO_INVALIDO = 'Código inválido ou expirado. Confira os números ou peça um novo.'
export const CONTA_INATIVA = 'Sua conta está inativa. Fale com o suporte do Campo Solidário para reativá-la.'
export const TELEFONE_INDISPONIVEL = 'A recuperação por telefone não está disponível. Use o e-mail da sua conta.'

/** Where the e-mail's link brings the person back. */
export const REDEFINIR_SENHA = '/redefinir-senha'

/** Whether the project sends codes by phone (an SMS provider is configured in Supabase); unknown (no answer): offered. */
export async function telefoneDisponivel(): Promise<boolean> {
  try {
    const resposta = await connectedFetch(`${config.supabaseUrl}/auth/v1/settings`, {
      headers: { apikey: config.supabaseAnonKey },
    })
    const ajustes = (await resposta.json()) as { external?: { phone?: boolean } }
    return ajustes.external?.phone === true
  } catch {
    return true
  }
}

const limite = (codigo: string | undefined) => codigo === 'over_email_send_rate_limit' || codigo === 'over_sms_send_rate_limit'

/**
 * Asks for the instructions. Whatever the server says of the account (none, or a message sent a
 * moment ago), the answer is the same; only a failure to reach it is told apart.
 */
export async function pedirInstrucoes(entrada: RecuperarSenhaEntrada, comTelefone: boolean): Promise<Result<Contato>> {
  const parsed = v.safeParse(recuperarSenhaSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  const contato = contatoDe(parsed.output.contato)
  if (contato.tipo === 'telefone' && !comTelefone) return { ok: false, message: TELEFONE_INDISPONIVEL }
  if (!isConnected()) return { ok: false, message: SEM_CONEXAO }
  try {
    const supabase = await loadSupabase()
    const { error } =
      contato.tipo === 'email'
        ? await supabase.auth.resetPasswordForEmail(contato.email, { redirectTo: `${window.location.origin}${REDEFINIR_SENHA}` })
        : await supabase.auth.signInWithOtp({
            phone: contato.telefone,
            options: { shouldCreateUser: false, channel: parsed.output.canal },
          })
    // No account (otp_disabled) and "one a minute" (the limits) answer as a sent message does.
    if (error && (error.status === undefined || error.status >= 500) && !limite(error.code))
      return { ok: false, message: SEM_CONEXAO }
    return { ok: true, data: contato }
  } catch {
    return { ok: false, message: SEM_CONEXAO }
  }
}

/** The code of the e-mail or the text: a recovery session. */
export async function confirmarCodigo(contato: Contato, entrada: CodigoEntrada): Promise<Result> {
  const parsed = v.safeParse(codigoSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  if (!isConnected()) return { ok: false, message: SEM_CONEXAO }
  try {
    const supabase = await loadSupabase()
    const token = parsed.output.codigo
    const { error } =
      contato.tipo === 'email'
        ? await supabase.auth.verifyOtp({ email: contato.email, token, type: 'recovery' })
        : await supabase.auth.verifyOtp({ phone: contato.telefone, token, type: 'sms' })
    if (!error) return { ok: true }
    return { ok: false, message: error.status !== undefined && error.status < 500 ? CODIGO_INVALIDO : SEM_CONEXAO }
  } catch {
    return { ok: false, message: SEM_CONEXAO }
  }
}

/** The session the e-mail's link brought in the address's fragment, or what went wrong with it. */
export function sessaoDoLink(fragmento: string): { access_token: string; refresh_token: string } | { erro: string } | null {
  const campos = new URLSearchParams(fragmento.replace(/^#/, ''))
  if (campos.get('error_code') || campos.get('error')) return { erro: campos.get('error_code') ?? campos.get('error') ?? '' }
  const access_token = campos.get('access_token')
  const refresh_token = campos.get('refresh_token')
  return access_token && refresh_token && campos.get('type') === 'recovery' ? { access_token, refresh_token } : null
}

/** Opens the recovery session of a link (its tokens never stay in the address). */
export async function entrarPeloLink(sessao: { access_token: string; refresh_token: string }): Promise<boolean> {
  try {
    const supabase = await loadSupabase()
    return !(await supabase.auth.setSession(sessao)).error
  } catch {
    return false
  }
}

/** Whether the recovery session belongs to an active account (an inactive one gets no way in). */
async function contaAtiva(): Promise<boolean | null> {
  const supabase = await loadSupabase()
  const { data: sessao } = await supabase.auth.getSession()
  if (!sessao.session) return null
  const { data } = await supabase.from('usuarios').select('status').eq('id', sessao.session.user.id).maybeSingle()
  return data?.status === 'ativo'
}

/** The new password, in the recovery session; the other sessions of the account end. */
export async function salvarNovaSenha(entrada: NovaSenhaEntrada): Promise<Result> {
  const parsed = v.safeParse(novaSenhaSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  if (!isConnected()) return { ok: false, message: 'Sem conexão com a internet. Conecte-se para salvar a nova senha.' }
  try {
    const ativa = await contaAtiva()
    if (ativa === null) return { ok: false, message: 'Este link expirou ou já foi usado. Peça as instruções de novo.' }
    const supabase = await loadSupabase()
    if (!ativa) {
      await supabase.auth.signOut({ scope: 'local' })
      return { ok: false, message: CONTA_INATIVA }
    }
    const { error } = await supabase.auth.updateUser({ password: parsed.output.senha })
    if (!error) return { ok: true }
    if (error.code === 'same_password') return { ok: false, message: 'A nova senha deve ser diferente da anterior.' }
    if (error.code === 'weak_password')
      return { ok: false, message: `Senha fraca: escolha outra, com pelo menos ${SENHA_MINIMA} caracteres.` }
    return { ok: false, message: 'Não foi possível salvar a nova senha. Tente novamente.' }
  } catch {
    return { ok: false, message: 'Não foi possível salvar a nova senha. Tente novamente.' }
  }
}
