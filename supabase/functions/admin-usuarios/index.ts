// User administration for /gerenciar-usuarios: list (with e-mails), create with a password, edit,
// activate/deactivate and delete. Only an active admin may call it, checked here on the server
// with the caller's own token. Profile changes are made with the caller's token too, so the
// database's row-level security and triggers (admins only; never on oneself) apply as well; only
// what needs Supabase Auth's admin API (password, e-mail, creating and deleting the login) uses
// the service role.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database, TablesUpdate } from '../_shared/database.types.ts'
import { removerArquivosDaPessoa } from '../_shared/arquivos.ts'
import { corsHeaders, env, errorResponse, json, readJsonBody, noSession } from '../_shared/http.ts'
import { lerPerfil, problemaNoPerfil, type PerfilEntrada } from '../_shared/perfil.ts'
import { SENHA_CURTA, SENHA_MINIMA } from '../_shared/senha.ts'

const COLUNAS = 'id, username, display_name, email, telefone, endereco, cidade, uf, cep, role, status, created_at, updated_at'
/** How long Auth's ban of an inactive account lasts: until it is reactivated (about 100 years). */
const BANIMENTO = '876000h'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What the profile form changes (the username, checked before, is never emptied). */
function camposDoPerfil(p: PerfilEntrada): TablesUpdate<'usuarios'> {
  return {
    username: p.username ?? undefined,
    display_name: p.display_name,
    telefone: p.telefone,
    endereco: p.endereco,
    cidade: p.cidade,
    uf: p.uf,
    cep: p.cep,
  }
}

/** Maps a database refusal to what the admin should read. */
function mensagemDoBanco(error: { code?: string; message?: string }, padrao: string): string {
  if (error.code === '23505') {
    if (error.message?.includes('username')) return 'Este nome de usuário já está em uso'
    if (error.message?.includes('cpf')) return 'Este CPF já está cadastrado'
    return 'Já existe um usuário com estes dados'
  }
  if (error.code === '42501' && error.message) return error.message
  return padrao
}

/** Everything an action needs: what was asked, by whom, and the two clients. */
interface Call {
  body: Record<string, unknown>
  callerId: string
  service: SupabaseClient<Database>
  asAdmin: SupabaseClient<Database>
}

/** An action on one person, found first. */
interface CallOn extends Call {
  id: string
  target: { id: string; email: string | null }
}

async function listUsers(call: Call): Promise<Response> {
  const { data, error } = await call.asAdmin.from('usuarios').select(COLUNAS).order('created_at', { ascending: false })
  if (error) return errorResponse(500, 'erro_interno', 'Erro ao carregar usuários')
  return json({ usuarios: data })
}

async function createUser(call: Call): Promise<Response> {
  const p = lerPerfil(call.body)
  const problema = problemaNoPerfil(p)
  if (problema) return errorResponse(400, 'dados_invalidos', problema)
  const senha = typeof call.body.password === 'string' ? call.body.password : ''
  if (!senha) return errorResponse(400, 'dados_invalidos', 'Senha é obrigatória para novos usuários')
  if (senha.length < SENHA_MINIMA) return errorResponse(400, 'senha_fraca', SENHA_CURTA)
  // Exact, case-insensitive comparison (a LIKE pattern would treat "_" as a wildcard).
  const { data: emUso } = await call.service.rpc('dados_de_cadastro_em_uso', {
    p_username: p.username ?? undefined,
    p_email: p.email ?? undefined,
    p_cpf: p.cpf ?? undefined,
  })
  const campo = emUso?.[0]
  if (campo === 'username') return errorResponse(409, 'username_em_uso', 'Este nome de usuário já está em uso')
  if (campo === 'email') return errorResponse(409, 'email_em_uso', 'Este e-mail já está cadastrado')
  if (campo === 'cpf') return errorResponse(409, 'cpf_em_uso', 'Este CPF já está cadastrado')
  const { data: criado, error } = await call.service.auth.admin.createUser({
    email: p.email!,
    password: senha,
    email_confirm: true,
    user_metadata: { username: p.username, display_name: p.display_name, telefone: p.telefone, cpf: p.cpf },
  })
  if (error || !criado.user) {
    if (error?.code === 'email_exists' || error?.code === 'user_already_exists') {
      return errorResponse(409, 'email_em_uso', 'Este e-mail já está cadastrado')
    }
    return errorResponse(400, 'erro_ao_criar', 'Erro ao criar usuário')
  }
  const { data: salvo, error: erroPerfil } = await call.asAdmin
    .from('usuarios')
    .update(camposDoPerfil(p))
    .eq('id', criado.user.id)
    .select(COLUNAS)
    .single()
  if (erroPerfil) {
    await call.service.auth.admin.deleteUser(criado.user.id)
    return errorResponse(400, 'erro_ao_criar', mensagemDoBanco(erroPerfil, 'Erro ao criar usuário'))
  }
  return json({ usuario: salvo }, 201)
}

async function editUser(call: CallOn): Promise<Response> {
  const p = lerPerfil(call.body)
  const problema = problemaNoPerfil(p)
  if (problema) return errorResponse(400, 'dados_invalidos', problema)
  const senha = typeof call.body.password === 'string' && call.body.password !== '' ? call.body.password : undefined
  if (senha !== undefined && senha.length < SENHA_MINIMA) return errorResponse(400, 'senha_fraca', SENHA_CURTA)
  const { data: salvo, error } = await call.asAdmin
    .from('usuarios')
    .update(camposDoPerfil(p))
    .eq('id', call.id)
    .select(COLUNAS)
    .single()
  if (error) return errorResponse(400, 'erro_ao_editar', mensagemDoBanco(error, 'Erro ao atualizar usuário'))
  if (p.email !== call.target.email || senha) {
    const { error: erroAuth } = await call.service.auth.admin.updateUserById(call.id, {
      ...(p.email !== call.target.email ? { email: p.email!, email_confirm: true } : {}),
      ...(senha ? { password: senha } : {}),
    })
    if (erroAuth) {
      return errorResponse(
        erroAuth.code === 'email_exists' ? 409 : 400,
        'erro_ao_editar',
        erroAuth.code === 'email_exists' ? 'Este e-mail já está cadastrado' : 'Erro ao atualizar usuário',
      )
    }
    return json({ usuario: { ...salvo, email: p.email } })
  }
  return json({ usuario: salvo })
}

async function setStatus(call: CallOn): Promise<Response> {
  const status = call.body.status
  if (status !== 'ativo' && status !== 'inativo') return errorResponse(400, 'dados_invalidos', 'Status inválido')
  if (call.id === call.callerId) return errorResponse(400, 'proprio_usuario', 'Você não pode alterar o seu próprio status')
  // Auth itself refuses an inactive account (a ban): no path gives it a session — not the login
  // function, not Auth's own token endpoint with the public key — and its refresh tokens stop.
  const banir = (ativo: boolean) => call.service.auth.admin.updateUserById(call.id, { ban_duration: ativo ? 'none' : BANIMENTO })
  const { error: erroAuth } = await banir(status === 'ativo')
  if (erroAuth) return errorResponse(503, 'erro_status', 'Erro ao alterar status do usuário. Tente novamente.')
  const { data: salvo, error } = await call.asAdmin.from('usuarios').update({ status }).eq('id', call.id).select(COLUNAS).single()
  if (error) {
    await banir(status !== 'ativo')
    return errorResponse(400, 'erro_status', mensagemDoBanco(error, 'Erro ao alterar status do usuário'))
  }
  return json({ usuario: salvo })
}

async function deleteUser(call: CallOn): Promise<Response> {
  if (call.id === call.callerId)
    return errorResponse(400, 'proprio_usuario', 'Você não pode excluir a sua própria conta por aqui')
  try {
    await removerArquivosDaPessoa(call.service, call.id)
  } catch {
    return errorResponse(503, 'erro_ao_excluir', 'Erro ao excluir os arquivos do usuário. Tente novamente.')
  }
  const { error } = await call.service.auth.admin.deleteUser(call.id)
  if (error) return errorResponse(500, 'erro_ao_excluir', 'Erro ao excluir usuário')
  return json({ excluido: call.id })
}

/** The actions (`acao`), in the API's words: those on no one in particular, and those on one person. */
const ACTIONS: Record<string, (call: Call) => Promise<Response>> = { listar: listUsers, criar: createUser }
const ACTIONS_ON: Record<string, (call: CallOn) => Promise<Response>> = {
  editar: editUser,
  status: setStatus,
  excluir: deleteUser,
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response(null, { headers: corsHeaders })
  if (req.method !== 'POST') return errorResponse(405, 'metodo_invalido', 'Método não permitido')

  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const url = env('SUPABASE_URL')
  const servico = createClient<Database>(url, env('SUPABASE_SERVICE_ROLE_KEY'), noSession)
  const { data: quem } = await servico.auth.getUser(token)
  if (!quem.user) return errorResponse(401, 'sessao_invalida', 'Sua sessão expirou. Entre novamente.')
  const { data: perfil } = await servico.from('usuarios').select('role, status').eq('id', quem.user.id).maybeSingle()
  if (!perfil || perfil.role !== 'admin' || perfil.status !== 'ativo') {
    return errorResponse(403, 'acesso_negado', 'Acesso restrito a administradores')
  }
  const asAdmin = createClient<Database>(url, env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  })

  const corpo = await readJsonBody(req)
  if (!corpo) return errorResponse(400, 'dados_invalidos', 'Requisição inválida')
  const call: Call = { body: corpo, callerId: quem.user.id, service: servico, asAdmin }
  const acao = typeof corpo.acao === 'string' ? corpo.acao : ''
  const action = Object.hasOwn(ACTIONS, acao) ? ACTIONS[acao] : undefined
  if (action) return action(call)
  const actionOn = Object.hasOwn(ACTIONS_ON, acao) ? ACTIONS_ON[acao] : undefined
  if (!actionOn) return errorResponse(400, 'acao_invalida', 'Ação desconhecida')

  const id = typeof corpo.id === 'string' && UUID.test(corpo.id) ? corpo.id : null
  if (!id) return errorResponse(400, 'dados_invalidos', 'Usuário não informado')
  const { data: target } = await asAdmin.from('usuarios').select('id, email').eq('id', id).maybeSingle()
  if (!target) return errorResponse(404, 'nao_encontrado', 'Usuário não encontrado')
  return actionOn({ ...call, id, target })
})
