// User administration for /gerenciar-usuarios: list (with e-mails), create with a password, edit,
// activate/deactivate and delete. Only an active admin may call it, checked here on the server
// with the caller's own token. Profile changes are made with the caller's token too, so the
// database's row-level security and triggers (admins only; never on oneself) apply as well; only
// what needs Supabase Auth's admin API (password, e-mail, creating and deleting the login) uses
// the service role.
import { createClient } from '@supabase/supabase-js'
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
  const comoAdmin = createClient<Database>(url, env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  })

  const corpo = await readJsonBody(req)
  if (!corpo) return errorResponse(400, 'dados_invalidos', 'Requisição inválida')
  const acao = corpo.acao
  const id = typeof corpo.id === 'string' && UUID.test(corpo.id) ? corpo.id : null

  if (acao === 'listar') {
    const { data, error } = await comoAdmin.from('usuarios').select(COLUNAS).order('created_at', { ascending: false })
    if (error) return errorResponse(500, 'erro_interno', 'Erro ao carregar usuários')
    return json({ usuarios: data })
  }

  if (acao === 'criar') {
    const p = lerPerfil(corpo)
    const problema = problemaNoPerfil(p)
    if (problema) return errorResponse(400, 'dados_invalidos', problema)
    const senha = typeof corpo.password === 'string' ? corpo.password : ''
    if (!senha) return errorResponse(400, 'dados_invalidos', 'Senha é obrigatória para novos usuários')
    if (senha.length < SENHA_MINIMA) return errorResponse(400, 'senha_fraca', SENHA_CURTA)
    // Exact, case-insensitive comparison (a LIKE pattern would treat "_" as a wildcard).
    const { data: emUso } = await servico.rpc('dados_de_cadastro_em_uso', {
      p_username: p.username ?? undefined,
      p_email: p.email ?? undefined,
      p_cpf: p.cpf ?? undefined,
    })
    const campo = emUso?.[0]
    if (campo === 'username') return errorResponse(409, 'username_em_uso', 'Este nome de usuário já está em uso')
    if (campo === 'email') return errorResponse(409, 'email_em_uso', 'Este e-mail já está cadastrado')
    if (campo === 'cpf') return errorResponse(409, 'cpf_em_uso', 'Este CPF já está cadastrado')
    const { data: criado, error } = await servico.auth.admin.createUser({
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
    const { data: salvo, error: erroPerfil } = await comoAdmin
      .from('usuarios')
      .update(camposDoPerfil(p))
      .eq('id', criado.user.id)
      .select(COLUNAS)
      .single()
    if (erroPerfil) {
      await servico.auth.admin.deleteUser(criado.user.id)
      return errorResponse(400, 'erro_ao_criar', mensagemDoBanco(erroPerfil, 'Erro ao criar usuário'))
    }
    return json({ usuario: salvo }, 201)
  }

  if (!id) return errorResponse(400, 'dados_invalidos', 'Usuário não informado')
  const { data: alvo } = await comoAdmin.from('usuarios').select('id, email').eq('id', id).maybeSingle()
  if (!alvo) return errorResponse(404, 'nao_encontrado', 'Usuário não encontrado')

  if (acao === 'editar') {
    const p = lerPerfil(corpo)
    const problema = problemaNoPerfil(p)
    if (problema) return errorResponse(400, 'dados_invalidos', problema)
    const senha = typeof corpo.password === 'string' && corpo.password !== '' ? corpo.password : undefined
    if (senha !== undefined && senha.length < SENHA_MINIMA) return errorResponse(400, 'senha_fraca', SENHA_CURTA)
    const { data: salvo, error } = await comoAdmin
      .from('usuarios')
      .update(camposDoPerfil(p))
      .eq('id', id)
      .select(COLUNAS)
      .single()
    if (error) return errorResponse(400, 'erro_ao_editar', mensagemDoBanco(error, 'Erro ao atualizar usuário'))
    if (p.email !== alvo.email || senha) {
      const { error: erroAuth } = await servico.auth.admin.updateUserById(id, {
        ...(p.email !== alvo.email ? { email: p.email!, email_confirm: true } : {}),
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

  if (acao === 'status') {
    const status = corpo.status
    if (status !== 'ativo' && status !== 'inativo') return errorResponse(400, 'dados_invalidos', 'Status inválido')
    if (id === quem.user.id) return errorResponse(400, 'proprio_usuario', 'Você não pode alterar o seu próprio status')
    // Auth itself refuses an inactive account (a ban): no path gives it a session — not the login
    // function, not Auth's own token endpoint with the public key — and its refresh tokens stop.
    const banir = (ativo: boolean) => servico.auth.admin.updateUserById(id, { ban_duration: ativo ? 'none' : BANIMENTO })
    const { error: erroAuth } = await banir(status === 'ativo')
    if (erroAuth) return errorResponse(503, 'erro_status', 'Erro ao alterar status do usuário. Tente novamente.')
    const { data: salvo, error } = await comoAdmin.from('usuarios').update({ status }).eq('id', id).select(COLUNAS).single()
    if (error) {
      await banir(status !== 'ativo')
      return errorResponse(400, 'erro_status', mensagemDoBanco(error, 'Erro ao alterar status do usuário'))
    }
    return json({ usuario: salvo })
  }

  if (acao === 'excluir') {
    if (id === quem.user.id) return errorResponse(400, 'proprio_usuario', 'Você não pode excluir a sua própria conta por aqui')
    try {
      await removerArquivosDaPessoa(servico, id)
    } catch {
      return errorResponse(503, 'erro_ao_excluir', 'Erro ao excluir os arquivos do usuário. Tente novamente.')
    }
    const { error } = await servico.auth.admin.deleteUser(id)
    if (error) return errorResponse(500, 'erro_ao_excluir', 'Erro ao excluir usuário')
    return json({ excluido: id })
  }

  return errorResponse(400, 'acao_invalida', 'Ação desconhecida')
})
