// Sign-up for /login's "Cadastro" tab. Supabase Auth reports any failure of the profile trigger
// as "Database error saving new user"; here each field is checked first, so the person reads
// which one is wrong or already in use (username, e-mail, phone or CPF). Creates the login in
// Supabase Auth (bcrypt) with the profile metadata, then signs in and returns the session.
// Two sign-ups racing for one CPF or username: the database's unique keys let one through; the
// other gets the same clean 409 as if it had come second. Answers "already in use" are an oracle
// (is this CPF registered?): each client address gets at most 10 of them per 15 minutes.
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { corsHeaders, clientAddress, env, errorResponse, json, readJsonBody, noSession } from '../_shared/http.ts'
import { cpfValido, digitos, texto } from '../_shared/perfil.ts'
import { SENHA_CURTA, SENHA_MINIMA } from '../_shared/senha.ts'

const EM_USO_POR_ENDERECO = 10

const MENSAGENS_EM_USO: Record<string, [string, string]> = {
  username: ['username_em_uso', 'Este nome de usuário já está em uso'],
  email: ['email_em_uso', 'Este e-mail já está cadastrado'],
  cpf: ['cpf_em_uso', 'Este CPF já está cadastrado'],
  telefone: ['telefone_em_uso', 'Este telefone já está cadastrado. Entre com ele ou informe um e-mail.'],
}

interface Cadastro {
  nome: string | null
  username: string | null
  email: string | null
  telefone: string | null
  cpf: string | null
  senha: string
}

function problema(c: Cadastro): string | null {
  if (!c.nome) return 'Informe seu nome completo'
  if (c.nome.length > 80) return 'Nome muito longo (máximo 80 caracteres)'
  if (!c.username) return 'Escolha um nome de usuário'
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(c.username)) {
    return 'O nome de usuário deve ter de 3 a 30 letras, números, ponto, hífen ou sublinhado'
  }
  if (c.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.email)) return 'Informe um e-mail válido'
  if (!c.telefone) return 'Informe seu telefone com DDD'
  if (!/^\d{10,11}$/.test(c.telefone)) return 'Telefone deve ter DDD e 8 ou 9 dígitos'
  if (!c.cpf) return 'Informe seu CPF'
  if (!cpfValido(c.cpf)) return 'CPF inválido'
  if (c.senha.length < SENHA_MINIMA) return SENHA_CURTA
  if (c.senha.length > 72) return 'A senha deve ter no máximo 72 caracteres'
  return null
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response(null, { headers: corsHeaders })
  if (req.method !== 'POST') return errorResponse(405, 'metodo_invalido', 'Método não permitido')
  const corpo = await readJsonBody(req)
  if (!corpo) return errorResponse(400, 'dados_invalidos', 'Requisição inválida')
  const c: Cadastro = {
    nome: texto(corpo.nome),
    username: texto(corpo.username),
    email: texto(corpo.email)?.toLowerCase() ?? null,
    telefone: digitos(corpo.telefone),
    cpf: digitos(corpo.cpf),
    senha: typeof corpo.senha === 'string' ? corpo.senha : '',
  }
  const invalido = problema(c)
  if (invalido) return errorResponse(400, 'dados_invalidos', invalido)

  const url = env('SUPABASE_URL')
  const servico = createClient<Database>(url, env('SUPABASE_SERVICE_ROLE_KEY'), noSession)
  const chaveEndereco = `cadastro:${clientAddress(req)}`
  // The attempt takes its place in the count before the check, so a burst cannot outrun it; it is
  // given back unless it was answered "already in use" (those answers are what the limit bounds).
  const { data: reserva, error: erroReserva } = await servico.rpc('reservar_tentativa_login', {
    chave: chaveEndereco,
    limite: EM_USO_POR_ENDERECO,
  })
  if (erroReserva || !reserva?.[0]) return errorResponse(500, 'erro_interno', 'Erro ao criar conta. Tente novamente.')
  const { permitida, tentativa } = reserva[0]
  if (!permitida) {
    return errorResponse(429, 'muitas_tentativas', 'Muitas tentativas de cadastro. Aguarde 15 minutos e tente novamente.')
  }
  const devolverTentativa = () => servico.rpc('liberar_tentativa_login', { tentativa })

  /** The 409 for the first field already taken, or null when all are free. */
  const emUso = async (): Promise<Response | null> => {
    const { data, error } = await servico.rpc('dados_de_cadastro_em_uso', {
      p_username: c.username ?? undefined,
      p_email: c.email ?? undefined,
      p_cpf: c.cpf ?? undefined,
      p_telefone: c.email ? undefined : (c.telefone ?? undefined),
    })
    if (error) return errorResponse(500, 'erro_interno', 'Erro ao criar conta. Tente novamente.')
    const campo = data?.[0]
    if (!campo || !MENSAGENS_EM_USO[campo]) return null
    const [codigo, mensagem] = MENSAGENS_EM_USO[campo]
    return errorResponse(409, codigo, mensagem)
  }
  const antes = await emUso()
  if (antes?.status !== 409) await devolverTentativa()
  if (antes) return antes

  // Without an e-mail, the phone is the login (E.164, Brazil).
  const login = c.email ? { email: c.email, email_confirm: true } : { phone: `55${c.telefone}`, phone_confirm: true }
  const { data: criado, error: erroCriar } = await servico.auth.admin.createUser({
    ...login,
    password: c.senha,
    user_metadata: { username: c.username, display_name: c.nome, telefone: c.telefone, cpf: c.cpf },
  })
  if (erroCriar || !criado.user) {
    // Someone took a field between the check and the creation (the database's unique keys held).
    return (await emUso()) ?? errorResponse(500, 'erro_ao_criar', 'Erro ao criar conta. Tente novamente.')
  }

  const publico = createClient<Database>(url, env('SUPABASE_ANON_KEY'), noSession)
  const credenciais = c.email ? { email: c.email, password: c.senha } : { phone: `55${c.telefone}`, password: c.senha }
  const { data, error } = await publico.auth.signInWithPassword(credenciais)
  if (error || !data.session) return errorResponse(500, 'erro_ao_criar', 'Erro ao criar conta. Tente novamente.')
  const { access_token, refresh_token, expires_in, expires_at, token_type, user } = data.session
  return json({ access_token, refresh_token, expires_in, expires_at, token_type, user }, 201)
})
