import type { Result } from '@/lib/server/result'
import * as v from 'valibot'
import { callEdgeFunction } from '@/lib/server/edge-function'
import { usuarioSchema, type UsuarioAdmin, type UsuarioForm } from './schema'

// The admin-usuarios edge function: every call is checked on the server (active admin only).

const invocar = <T>(corpo: Record<string, unknown>, mensagemPadrao: string) =>
  callEdgeFunction<T>('admin-usuarios', corpo, mensagemPadrao)

export async function listarUsuarios(): Promise<Result<UsuarioAdmin[]>> {
  const r = await invocar<{ usuarios: UsuarioAdmin[] }>({ acao: 'listar' }, 'Erro ao carregar usuários')
  return r.ok ? { ok: true, data: r.data.usuarios } : r
}

export async function salvarUsuario(form: UsuarioForm, id?: string): Promise<Result<UsuarioAdmin>> {
  const modo = id ? 'editar' : 'criar'
  const mensagemPadrao = id ? 'Erro ao atualizar usuário' : 'Erro ao criar usuário'
  const parsed = v.safeParse(usuarioSchema(modo), form)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  const { password, ...campos } = parsed.output
  // On edit an empty password is left out: the current one stays.
  const corpo = { acao: modo, id, ...campos, ...(password ? { password } : {}) }
  const r = await invocar<{ usuario: UsuarioAdmin }>(corpo, mensagemPadrao)
  return r.ok ? { ok: true, data: r.data.usuario } : r
}

export async function alterarStatusDoUsuario(id: string, status: 'ativo' | 'inativo'): Promise<Result<UsuarioAdmin>> {
  const r = await invocar<{ usuario: UsuarioAdmin }>({ acao: 'status', id, status }, 'Erro ao alterar status do usuário')
  return r.ok ? { ok: true, data: r.data.usuario } : r
}

export async function excluirUsuario(id: string): Promise<Result<null>> {
  const r = await invocar<{ excluido: string }>({ acao: 'excluir', id }, 'Erro ao excluir usuário')
  return r.ok ? { ok: true, data: null } : r
}
