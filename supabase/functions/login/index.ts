// Sign-in with e-mail, phone or username plus password. Resolving the identifier happens here,
// with the service role, so no one's e-mail or phone ever reaches the browser. Unknown identifiers
// and wrong passwords get the same answer, after the same kind of work.
// Guessing is slowed down as OWASP's authentication guidance asks, without locking anyone out:
// failures are counted per account (however its phone or e-mail is spelled) and per client
// address over 15 minutes; from the 3rd failure on an account each attempt waits longer (up to
// 8 s) — the right password still signs in; an address with 50 failures is refused for the rest
// of the 15 minutes (that address only).
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { corsHeaders, clientAddress, env, errorResponse, json, readJsonBody, noSession } from '../_shared/http.ts'

const FALHAS_ANTES_DE_ATRASAR = 3
// Base of the exponential delay; configurable so tests need not wait seconds.
const ATRASO_BASE_MS = Number(Deno.env.get('LOGIN_ATRASO_BASE_MS') ?? 250)
const ATRASO_MAXIMO_MS = 8000
const FALHAS_POR_ENDERECO = 50

const MENSAGEM_INVALIDO = 'Usuário ou senha inválidos'
const MENSAGEM_STATUS: Record<string, string> = {
  inativo: 'Sua conta está inativa. Fale com o suporte do Campo Solidário para reativá-la.',
  bloqueado: 'Sua conta está bloqueada. Fale com o suporte do Campo Solidário.',
}

interface Candidato {
  user_id: string
  email: string | null
  phone: string | null
  status: string
}

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One spelling for an identifier nobody has (a phone by its digits), so variants count together. */
function identificadorNormalizado(identificador: string): string {
  const digitos = identificador.replace(/\D/g, '')
  return digitos.length >= 10 ? digitos.slice(-11) : identificador.toLowerCase()
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response(null, { headers: corsHeaders })
  if (req.method !== 'POST') return errorResponse(405, 'metodo_invalido', 'Método não permitido')

  const corpo = await readJsonBody(req)
  const identificador = typeof corpo?.identificador === 'string' ? corpo.identificador.trim() : ''
  const senha = typeof corpo?.senha === 'string' ? corpo.senha : ''
  if (!identificador || !senha || identificador.length > 254 || senha.length > 72) {
    return errorResponse(400, 'dados_invalidos', 'Informe seu e-mail, telefone ou nome de usuário e a senha')
  }

  const url = env('SUPABASE_URL')
  const servico = createClient<Database>(url, env('SUPABASE_SERVICE_ROLE_KEY'), noSession)
  const endereco = `endereco:${clientAddress(req)}`
  // Each attempt takes its place in the counts before it is tried, so a burst of attempts sent at
  // once is counted one by one (a count read first and written after would let them all through).
  const reservar = async (chave: string, limite?: number) => {
    const { data, error } = await servico.rpc('reservar_tentativa_login', { chave, limite })
    if (error || !data?.[0]) throw error ?? new Error('sem resposta')
    return data[0]
  }

  const { data: encontrados, error: erroBusca } = await servico.rpc('resolver_identificador_login', { identificador })
  if (erroBusca) return errorResponse(500, 'erro_interno', 'Erro ao fazer login')
  const candidatos = (encontrados ?? []) as Candidato[]
  const contas =
    candidatos.length > 0
      ? candidatos.map((c) => `conta:${c.user_id}`)
      : [`identificador:${identificadorNormalizado(identificador)}`]

  let falhasDaConta: number
  let tentativaDoEndereco: number
  const reservadas: number[] = []
  try {
    const doEndereco = await reservar(endereco, FALHAS_POR_ENDERECO)
    if (!doEndereco.permitida) {
      return errorResponse(
        429,
        'muitas_tentativas',
        'Muitas tentativas de login a partir desta rede. Aguarde 15 minutos e tente novamente.',
      )
    }
    tentativaDoEndereco = doEndereco.tentativa
    const dasContas = await Promise.all(contas.map((chave) => reservar(chave)))
    reservadas.push(tentativaDoEndereco, ...dasContas.map((r) => r.tentativa))
    falhasDaConta = Math.max(...dasContas.map((r) => r.anteriores))
  } catch {
    return errorResponse(500, 'erro_interno', 'Erro ao fazer login')
  }
  if (falhasDaConta >= FALHAS_ANTES_DE_ATRASAR) {
    await esperar(Math.min(ATRASO_BASE_MS * 2 ** (falhasDaConta - FALHAS_ANTES_DE_ATRASAR), ATRASO_MAXIMO_MS))
  }

  // With no candidate, still ask the auth server once so the answer takes as long.
  const tentativas =
    candidatos.length > 0 ? candidatos : [{ user_id: '', email: 'ninguem@invalido.invalid', phone: null, status: '' }]

  for (const candidato of tentativas) {
    const publico = createClient<Database>(url, env('SUPABASE_ANON_KEY'), noSession)
    const credenciais = candidato.email
      ? { email: candidato.email, password: senha }
      : { phone: candidato.phone ?? '', password: senha }
    const { data, error } = await publico.auth.signInWithPassword(credenciais)
    if (error && error.status !== undefined && error.status >= 500) {
      // Not the person's failure: the attempts are given back.
      for (const tentativa of reservadas) await servico.rpc('liberar_tentativa_login', { tentativa })
      return errorResponse(503, 'erro_interno', 'Erro ao fazer login')
    }
    // An inactive account is banned in Auth, which says so before it checks the password (GoTrue's
    // order: anyone may learn it from Auth's own endpoint, so it is no secret here either).
    if (error?.code === 'user_banned') {
      const status = candidato.status === 'ativo' ? 'inativo' : candidato.status
      return errorResponse(403, 'conta_' + status, MENSAGEM_STATUS[status] ?? MENSAGEM_STATUS.inativo)
    }
    if (!data.session) continue

    // Right password: the attempt was not a failure.
    await servico.rpc('limpar_falhas_login', { chave: `conta:${candidato.user_id}` })
    await servico.rpc('liberar_tentativa_login', { tentativa: tentativaDoEndereco })
    if (candidato.status !== 'ativo') {
      // Right password, but the account may not be used: end the session just created.
      await publico.auth.signOut({ scope: 'local' })
      return errorResponse(403, 'conta_' + candidato.status, MENSAGEM_STATUS[candidato.status] ?? MENSAGEM_STATUS.inativo)
    }
    const { access_token, refresh_token, expires_in, expires_at, token_type, user } = data.session
    return json({ access_token, refresh_token, expires_in, expires_at, token_type, user })
  }

  return errorResponse(401, 'credenciais_invalidas', MENSAGEM_INVALIDO)
})
