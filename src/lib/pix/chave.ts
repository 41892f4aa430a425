import * as v from 'valibot'
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj'
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf'

// A Pix key as the Banco Central defines its five kinds, written the way the BR Code carries it:
// CPF and CNPJ as digits, a phone as +55 and its digits, an e-mail in lower case, a random key
// (EVP) as a UUID.

export type TipoChavePix = 'cpf' | 'cnpj' | 'telefone' | 'email' | 'aleatoria'

export type ChavePix = { ok: true; tipo: TipoChavePix; chave: string } | { ok: false; message: string }

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export function chavePix(texto: string): ChavePix {
  const limpo = texto.trim()
  if (limpo === '') return { ok: false, message: 'Informe sua chave Pix' }
  if (EVP.test(limpo)) return { ok: true, tipo: 'aleatoria', chave: limpo.toLowerCase() }
  if (limpo.includes('@')) {
    if (!EMAIL.test(limpo) || limpo.length > 77) return { ok: false, message: 'Chave Pix inválida: e-mail em formato errado' }
    return { ok: true, tipo: 'email', chave: limpo.toLowerCase() }
  }
  const digitos = limpo.replace(/\D/g, '')
  const telefone = (nacional: string): ChavePix =>
    /^\d{10,11}$/.test(nacional)
      ? { ok: true, tipo: 'telefone', chave: `+55${nacional}` }
      : { ok: false, message: 'Chave Pix inválida: telefone com DDD, como +55 27 99876-1234' }
  // Written as a phone: "+55 …" or with the DDD in parentheses.
  if (limpo.startsWith('+')) return digitos.startsWith('55') ? telefone(digitos.slice(2)) : telefone('')
  if (limpo.startsWith('(')) return telefone(digitos)
  if (digitos.length === 14)
    return isValidCnpj(digitos)
      ? { ok: true, tipo: 'cnpj', chave: digitos }
      : { ok: false, message: 'Chave Pix inválida: CNPJ com dígitos verificadores errados' }
  // Eleven digits are a CPF when written as one or when its check digits hold, else a mobile
  // phone (DDD, then 9).
  const comoCpf = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(limpo)
  if (digitos.length === 11 && isValidCpf(digitos)) return { ok: true, tipo: 'cpf', chave: digitos }
  if (digitos.length === 11 && !comoCpf && digitos[2] === '9') return telefone(digitos)
  if (digitos.length === 10) return telefone(digitos)
  if (digitos.length === 11) return { ok: false, message: 'Chave Pix inválida: CPF com dígitos verificadores errados' }
  return { ok: false, message: 'Chave Pix inválida: use CPF, CNPJ, telefone (+55…), e-mail ou chave aleatória' }
}

/** The "Chave Pix" form: the text as typed, read as a key of one of the five kinds (or its pt-BR reason). */
export const chavePixSchema = v.object({
  chave: v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const lida = chavePix(dataset.value)
      if (!lida.ok) {
        addIssue({ message: lida.message })
        return NEVER
      }
      return { tipo: lida.tipo, chave: lida.chave }
    }),
  ),
})
