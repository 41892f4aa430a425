// Normalising and checking the profile fields an admin or a sign-up sends, with pt-BR messages.
// The database checks the same rules (constraints on public.usuarios); checking here first lets
// the person see which field is wrong instead of a generic failure.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf'

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]

export function digitos(valor: unknown): string | null {
  if (typeof valor !== 'string') return null
  const d = valor.replace(/\D/g, '')
  return d === '' ? null : d
}

export function texto(valor: unknown): string | null {
  if (typeof valor !== 'string') return null
  const t = valor.trim()
  return t === '' ? null : t
}

/** A CPF of 11 digits with valid check digits: the app's own rule (brazilian-utils), not a copy of it. */
export const cpfValido = (cpf: string): boolean => /^\d{11}$/.test(cpf) && isValidCpf(cpf)

export interface PerfilEntrada {
  username: string | null
  email: string | null
  display_name: string | null
  telefone: string | null
  cpf: string | null
  endereco: string | null
  cidade: string | null
  uf: string | null
  cep: string | null
}

export function lerPerfil(corpo: Record<string, unknown>): PerfilEntrada {
  return {
    username: texto(corpo.username),
    email: texto(corpo.email)?.toLowerCase() ?? null,
    display_name: texto(corpo.display_name),
    telefone: digitos(corpo.telefone),
    cpf: digitos(corpo.cpf),
    endereco: texto(corpo.endereco),
    cidade: texto(corpo.cidade),
    uf: texto(corpo.uf)?.toUpperCase() ?? null,
    cep: digitos(corpo.cep),
  }
}

/** The first problem found, as a message for the form, or null. */
export function problemaNoPerfil(p: PerfilEntrada): string | null {
  if (!p.username) return 'Username é obrigatório'
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(p.username)) {
    return 'O nome de usuário deve ter de 3 a 30 letras, números, ponto, hífen ou sublinhado'
  }
  if (!p.email) return 'Email é obrigatório'
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(p.email)) return 'Informe um e-mail válido'
  if (p.telefone && !/^\d{10,11}$/.test(p.telefone)) return 'Telefone deve ter DDD e 8 ou 9 dígitos'
  if (p.cpf && !cpfValido(p.cpf)) return 'CPF inválido'
  if (p.cep && !/^\d{8}$/.test(p.cep)) return 'CEP deve ter 8 dígitos'
  if (p.uf && !UFS.includes(p.uf)) return 'Estado inválido'
  if (p.display_name && p.display_name.length > 80) return 'Nome muito longo (máximo 80 caracteres)'
  if (p.endereco && p.endereco.length > 200) return 'Endereço muito longo (máximo 200 caracteres)'
  if (p.cidade && p.cidade.length > 80) return 'Cidade muito longa (máximo 80 caracteres)'
  return null
}
