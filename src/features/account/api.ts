import { NO_CONNECTION } from '@/lib/server/offline-note'
import { SESSAO_TERMINOU } from '@/lib/server/session'
import type { Result } from '@/lib/server/result'
import type { Json, TablesUpdate } from '@/lib/database.types'
import * as v from 'valibot'
import { compressImage } from '@/lib/media/compress-image'
import { callEdgeFunction } from '@/lib/server/edge-function'
import { loadSupabase } from '@/lib/server/load-supabase'
import { SENHA_MINIMA } from '@/lib/rules/password-rules'
import { signedInUserId } from '@/lib/server/signed-in-user'
import {
  AVATAR,
  REDES,
  detalhesSchema,
  emailSchema,
  linksSchema,
  senhaSchema,
  type Detalhes,
  type Links,
  type Senha,
} from './schemas'

export interface Perfil extends Detalhes {
  id: string
  username: string
  email: string | null
  avatar_path: string | null
  links_sociais: Partial<Record<(typeof REDES)[number], string>>
}

/** The profile's links as stored (jsonb): the known networks' addresses, nothing else. */
function linksFrom(stored: Json): Perfil['links_sociais'] {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
  return Object.fromEntries(REDES.flatMap((rede) => (typeof stored[rede] === 'string' ? [[rede, stored[rede]]] : [])))
}

/** A form's empty texts are stored as null. */
function emptyToNull<T extends object>(campos: T): { [K in keyof T]: T[K] extends string ? string | null : T[K] } {
  return Object.fromEntries(Object.entries(campos).map(([k, val]) => [k, val === '' ? null : val])) as {
    [K in keyof T]: T[K] extends string ? string | null : T[K]
  }
}

export async function carregarPerfil(): Promise<Perfil | null> {
  const supabase = await loadSupabase()
  const id = await signedInUserId(supabase)
  if (!id) return null
  const { data } = await supabase
    .from('usuarios')
    .select(
      'id, username, email, display_name, nome_proprio, apelido, telefone, whatsapp, descricao, endereco, receber_emails, avatar_path, links_sociais',
    )
    .eq('id', id)
    .maybeSingle()
  if (!data) return null
  return {
    ...data,
    display_name: data.display_name ?? '',
    nome_proprio: data.nome_proprio ?? '',
    apelido: data.apelido ?? '',
    telefone: data.telefone ?? '',
    descricao: data.descricao ?? '',
    endereco: data.endereco ?? '',
    links_sociais: linksFrom(data.links_sociais),
  }
}

async function atualizarPerfil(campos: TablesUpdate<'usuarios'>, erroPadrao: string): Promise<Result> {
  try {
    const supabase = await loadSupabase()
    const id = await signedInUserId(supabase)
    if (!id) return { ok: false, message: SESSAO_TERMINOU }
    const { data, error } = await supabase.from('usuarios').update(campos).eq('id', id).select('id')
    if (error) return { ok: false, message: error.code ? erroPadrao : NO_CONNECTION }
    // No row back: the database refused (an inactive account may not change its profile).
    return data.length === 1 ? { ok: true } : { ok: false, message: erroPadrao }
  } catch {
    return { ok: false, message: 'Erro ao salvar alterações' }
  }
}

/** "Alterar detalhes": everything the dialog shows is saved. */
export async function salvarDetalhes(entrada: Detalhes): Promise<Result> {
  const parsed = v.safeParse(detalhesSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  return atualizarPerfil(emptyToNull(parsed.output), 'Erro ao atualizar dados')
}

export async function salvarLinks(entrada: Links): Promise<Result> {
  const parsed = v.safeParse(linksSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  const preenchidos = Object.fromEntries(Object.entries(parsed.output).filter(([, url]) => url !== ''))
  return atualizarPerfil({ links_sociais: preenchidos }, 'Erro ao salvar os links')
}

/** Compresses the photo, uploads it to the person's own folder and points the profile at it. */
export async function enviarAvatar(arquivo: File, onProgress: (percent: number) => void): Promise<Result> {
  if (!arquivo.type.startsWith('image/')) return { ok: false, message: 'Escolha um arquivo de imagem' }
  try {
    const supabase = await loadSupabase()
    const id = await signedInUserId(supabase)
    if (!id) return { ok: false, message: SESSAO_TERMINOU }
    const foto = await compressImage(arquivo, { ...AVATAR, onProgress: (p) => onProgress(Math.round(p * 0.8)) })
    const caminho = `avatars/${id}/avatar.webp`
    const { error } = await supabase.storage
      .from('imagens')
      .upload(caminho, foto, { upsert: true, contentType: foto.type, cacheControl: '60' })
    if (error) return { ok: false, message: 'Erro ao enviar a imagem. Tente novamente.' }
    onProgress(100)
    return atualizarPerfil({ avatar_path: caminho }, 'Erro ao salvar a imagem do perfil')
  } catch {
    return { ok: false, message: 'Erro ao enviar a imagem. Tente novamente.' }
  }
}

/** The old password is checked by the auth server (signing in again with it). */
export async function alterarSenha(entrada: Senha): Promise<Result> {
  const parsed = v.safeParse(senhaSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  try {
    const supabase = await loadSupabase()
    const { data } = await supabase.auth.getSession()
    const user = data.session?.user
    if (!user) return { ok: false, message: SESSAO_TERMINOU }
    const credenciais = user.email
      ? { email: user.email, password: parsed.output.senhaAntiga }
      : { phone: user.phone ?? '', password: parsed.output.senhaAntiga }
    const verificacao = await supabase.auth.signInWithPassword(credenciais)
    if (verificacao.error) {
      return {
        ok: false,
        message: verificacao.error.code === 'invalid_credentials' ? 'Senha atual incorreta' : 'Erro ao alterar senha',
      }
    }
    const { error } = await supabase.auth.updateUser({ password: parsed.output.novaSenha })
    if (error) {
      if (error.code === 'same_password') return { ok: false, message: 'A nova senha deve ser diferente da atual' }
      if (error.code === 'weak_password')
        return { ok: false, message: `A nova senha deve ter pelo menos ${SENHA_MINIMA} caracteres` }
      return { ok: false, message: 'Erro ao alterar senha' }
    }
    return { ok: true }
  } catch {
    return { ok: false, message: 'Erro ao alterar senha' }
  }
}

export async function alterarEmail(entrada: { novoEmail: string }): Promise<Result> {
  const parsed = v.safeParse(emailSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  try {
    const supabase = await loadSupabase()
    const { error } = await supabase.auth.updateUser({ email: parsed.output.novoEmail })
    if (!error) return { ok: true }
    if (error.code === 'email_exists') return { ok: false, message: 'Este e-mail já está cadastrado' }
    return { ok: false, message: 'Erro ao atualizar email' }
  } catch {
    return { ok: false, message: 'Erro ao alterar email' }
  }
}

export async function excluirConta(confirmacao: string): Promise<Result> {
  const r = await callEdgeFunction('excluir-conta', { confirmacao }, 'Erro ao excluir a conta. Tente novamente.')
  return r.ok ? { ok: true } : r
}

/** The name and city the person's Pix code carries (their profile's), or null offline. */
export async function carregarRecebedorPix(): Promise<{ nome: string | null; cidade: string | null } | null> {
  try {
    const supabase = await loadSupabase()
    const { data, error } = await supabase.rpc('meu_recebedor_pix')
    return error || !data?.[0] ? null : data[0]
  } catch {
    return null
  }
}
