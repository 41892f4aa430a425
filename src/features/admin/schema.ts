import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import * as v from 'valibot'
import { SENHA_MINIMA } from '@/lib/rules/password-rules'

export const UFS = getStates().map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }))
const CODIGOS_UF: string[] = UFS.map((u) => u.value)

const digitos = (t: string) => t.replace(/\D/g, '')
const opcional = (regra: (t: string) => boolean, mensagem: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((t) => t === '' || regra(t), mensagem),
  )

/** The user form of /gerenciar-usuarios, for creating (password required) and editing. */
export function usuarioSchema(modo: 'criar' | 'editar') {
  return v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Username é obrigatório'),
      v.regex(/^[A-Za-z0-9._-]{3,30}$/, 'O nome de usuário deve ter de 3 a 30 letras, números, ponto, hífen ou sublinhado'),
    ),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email é obrigatório'), v.email('Informe um e-mail válido')),
    password:
      modo === 'criar'
        ? v.pipe(
            v.string(),
            v.nonEmpty('Senha é obrigatória para novos usuários'),
            v.minLength(SENHA_MINIMA, `A senha deve ter pelo menos ${SENHA_MINIMA} caracteres`),
          )
        : v.pipe(
            v.string(),
            v.check((s) => s === '' || s.length >= SENHA_MINIMA, `A senha deve ter pelo menos ${SENHA_MINIMA} caracteres`),
          ),
    display_name: v.pipe(v.string(), v.trim(), v.maxLength(80, 'Nome muito longo (máximo 80 caracteres)')),
    telefone: opcional((t) => /^\d{10,11}$/.test(digitos(t)), 'Telefone deve ter DDD e 8 ou 9 dígitos'),
    cep: opcional((t) => /^\d{8}$/.test(digitos(t)), 'CEP deve ter 8 dígitos'),
    endereco: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Endereço muito longo (máximo 200 caracteres)')),
    cidade: v.pipe(v.string(), v.trim(), v.maxLength(80, 'Cidade muito longa (máximo 80 caracteres)')),
    uf: v.pipe(
      v.string(),
      v.check((uf) => uf === '' || CODIGOS_UF.includes(uf), 'Estado inválido'),
    ),
  })
}

export type UsuarioForm = v.InferInput<ReturnType<typeof usuarioSchema>>

export interface UsuarioAdmin {
  id: string
  username: string
  display_name: string | null
  email: string | null
  telefone: string | null
  endereco: string | null
  cidade: string | null
  uf: string | null
  cep: string | null
  role: 'user' | 'admin'
  status: 'ativo' | 'inativo' | 'bloqueado'
  created_at: string
}
