import * as v from 'valibot'
import { callEdgeFunction } from '@/lib/edge-function'
import { usuarioSchema, type UsuarioAdmin, type UsuarioForm } from './schema'

// The admin-usuarios edge function: every call is checked on the server (active admin only).

export type Resposta<T> = { ok: true; dados: T } | { ok: false; mensagem: string }

async function invocar<T>(corpo: Record<string, unknown>, mensagemPadrao: string): Promise<Resposta<T>> {
  const r = await callEdgeFunction<T>('admin-usuarios', corpo, mensagemPadrao)
  return r.ok ? { ok: true, dados: r.data } : r
}

export async function listarUsuarios(): Promise<Resposta<UsuarioAdmin[]>> {
  const r = await invocar<{ usuarios: UsuarioAdmin[] }>({ acao: 'listar' }, 'Erro ao carregar usuários')
  return r.ok ? { ok: true, dados: r.dados.usuarios } : r
}

export async function salvarUsuario(form: UsuarioForm, id?: string): Promise<Resposta<UsuarioAdmin>> {
  const modo = id ? 'editar' : 'criar'
  const mensagemPadrao = id ? 'Erro ao atualizar usuário' : 'Erro ao criar usuário'
  const parsed = v.safeParse(usuarioSchema(modo), form)
  if (!parsed.success) return { ok: false, mensagem: parsed.issues[0].message }
  const { password, ...campos } = parsed.output
  // On edit an empty password is left out: the current one stays.
  const corpo = { acao: modo, id, ...campos, ...(password ? { password } : {}) }
  const r = await invocar<{ usuario: UsuarioAdmin }>(corpo, mensagemPadrao)
  return r.ok ? { ok: true, dados: r.dados.usuario } : r
}

export async function alterarStatus(id: string, status: 'ativo' | 'inativo'): Promise<Resposta<UsuarioAdmin>> {
  const r = await invocar<{ usuario: UsuarioAdmin }>({ acao: 'status', id, status }, 'Erro ao alterar status do usuário')
  return r.ok ? { ok: true, dados: r.dados.usuario } : r
}

export async function excluirUsuario(id: string): Promise<Resposta<null>> {
  const r = await invocar<{ excluido: string }>({ acao: 'excluir', id }, 'Erro ao excluir usuário')
  return r.ok ? { ok: true, dados: null } : r
}
