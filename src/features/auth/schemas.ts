import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf'
import * as v from 'valibot'
import { SENHA_MAXIMA, SENHA_MINIMA } from '@/lib/rules/password-rules'

const digitos = (texto: string) => texto.replace(/\D/g, '')

/** A password being chosen (sign-up, a new one): Supabase Auth's minimum, bcrypt's maximum. */
const senhaNova = v.pipe(
  v.string(),
  v.minLength(SENHA_MINIMA, `A senha deve ter pelo menos ${SENHA_MINIMA} caracteres`),
  v.maxLength(SENHA_MAXIMA, `A senha deve ter no máximo ${SENHA_MAXIMA} caracteres`),
)

export const loginSchema = v.object({
  identificador: v.pipe(v.string(), v.trim(), v.nonEmpty('Informe seu e-mail, telefone ou nome de usuário')),
  senha: v.pipe(v.string(), v.nonEmpty('Informe sua senha')),
})
export type LoginEntrada = v.InferInput<typeof loginSchema>

export const cadastroSchema = v.object({
  nome: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe seu nome completo'),
    v.maxLength(80, 'Nome muito longo (máximo 80 caracteres)'),
  ),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Escolha um nome de usuário'),
    v.regex(/^[A-Za-z0-9._-]{3,30}$/, 'O nome de usuário deve ter de 3 a 30 letras, números, ponto, hífen ou sublinhado'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email), 'Informe um e-mail válido'),
  ),
  telefone: v.pipe(
    v.string(),
    v.transform(digitos),
    v.nonEmpty('Informe seu telefone com DDD'),
    v.regex(/^\d{10,11}$/, 'Telefone deve ter DDD e 8 ou 9 dígitos'),
  ),
  cpf: v.pipe(v.string(), v.transform(digitos), v.nonEmpty('Informe seu CPF'), v.check(isValidCpf, 'CPF inválido')),
  senha: senhaNova,
})
export type CadastroEntrada = v.InferInput<typeof cadastroSchema>

/** Where to go after signing in: only a path of this app (never another site). */
export function destinoSeguro(redirect: string | undefined, padrao = '/criar-anuncio'): string {
  return redirect && /^\/(?!\/)/.test(redirect) ? redirect : padrao
}

/** Where "Esqueci minha senha" sends the instructions: the account's e-mail, or its phone (E.164). */
export type Contato = { tipo: 'email'; email: string } | { tipo: 'telefone'; telefone: string }

export const recuperarSenhaSchema = v.object({
  contato: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe o e-mail ou o telefone da sua conta'),
    v.check(
      (texto) =>
        texto.includes('@')
          ? /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(texto)
          : /^\d{10,11}$/.test(digitos(texto).replace(/^55(?=\d{10,11}$)/, '')),
      'Informe um e-mail válido ou um telefone com DDD',
    ),
  ),
  canal: v.picklist(['sms', 'whatsapp']),
})
export type RecuperarSenhaEntrada = v.InferInput<typeof recuperarSenhaSchema>

/** The typed text as an e-mail, or as a Brazilian phone in E.164 (55 + DDD + number). */
export function contatoDe(texto: string): Contato {
  const limpo = texto.trim()
  if (limpo.includes('@')) return { tipo: 'email', email: limpo.toLowerCase() }
  return { tipo: 'telefone', telefone: `55${digitos(limpo).replace(/^55(?=\d{10,11}$)/, '')}` }
}

export const codigoSchema = v.object({
  codigo: v.pipe(v.string(), v.transform(digitos), v.regex(/^\d{6}$/, 'O código tem 6 dígitos')),
})
export type CodigoEntrada = v.InferInput<typeof codigoSchema>

export const novaSenhaSchema = v.pipe(
  v.object({
    senha: senhaNova,
    confirmacao: v.string(),
  }),
  v.forward(
    v.check((entrada) => entrada.senha === entrada.confirmacao, 'As senhas não conferem'),
    ['confirmacao'],
  ),
)
export type NovaSenhaEntrada = v.InferInput<typeof novaSenhaSchema>
