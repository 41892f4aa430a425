import * as v from 'valibot'
import { SENHA_MINIMA } from '@/lib/rules/password-rules'

const digitos = (t: string) => t.replace(/\D/g, '')

export const detalhesSchema = v.object({
  display_name: v.pipe(v.string(), v.trim(), v.maxLength(80, 'Nome muito longo (máximo 80 caracteres)')),
  nome_proprio: v.pipe(v.string(), v.trim(), v.maxLength(80, 'Nome muito longo (máximo 80 caracteres)')),
  apelido: v.pipe(v.string(), v.trim(), v.maxLength(40, 'Apelido muito longo (máximo 40 caracteres)')),
  telefone: v.pipe(
    v.string(),
    v.transform(digitos),
    v.check((t) => t === '' || /^\d{10,11}$/.test(t), 'Telefone deve ter DDD e 8 ou 9 dígitos'),
  ),
  whatsapp: v.boolean(),
  descricao: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Descrição muito longa (máximo 1000 caracteres)')),
  endereco: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Endereço muito longo (máximo 200 caracteres)')),
  receber_emails: v.boolean(),
})
export type Detalhes = v.InferInput<typeof detalhesSchema>

export const REDES = ['facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'tiktok', 'telegram'] as const
export type Rede = (typeof REDES)[number]
export const NOMES_DAS_REDES: Record<Rede, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  telegram: 'Telegram',
}
const url = v.pipe(
  v.string(),
  v.trim(),
  v.check((t) => t === '' || /^https?:\/\/\S+$/.test(t), 'Informe o endereço completo, começando com https://'),
  v.maxLength(300, 'Endereço muito longo'),
)
export const linksSchema = v.object(Object.fromEntries(REDES.map((r) => [r, url])) as Record<Rede, typeof url>)
export type Links = v.InferInput<typeof linksSchema>

export const senhaSchema = v.object({
  senhaAntiga: v.pipe(v.string(), v.nonEmpty('Preencha todos os campos')),
  novaSenha: v.pipe(
    v.string(),
    v.nonEmpty('Preencha todos os campos'),
    v.minLength(SENHA_MINIMA, `A nova senha deve ter pelo menos ${SENHA_MINIMA} caracteres`),
  ),
})
export type Senha = v.InferInput<typeof senhaSchema>

export const emailSchema = v.object({
  novoEmail: v.pipe(v.string(), v.trim(), v.nonEmpty('Informe o novo e-mail'), v.email('Informe um e-mail válido')),
})

export const CONFIRMACAO_EXCLUSAO = 'EXCLUIR'
export const AVATAR = { maxEdge: 512, maxKB: 150 }

// A quick reply of the person's own (respostas_rapidas.texto).
export const respostaRapidaSchema = v.object({
  texto: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Escreva a resposta.'),
    v.maxLength(200, 'A resposta pode ter até 200 caracteres.'),
  ),
})
