import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import * as v from 'valibot'
import { parsePrice } from '@/lib/format'
import { contactPhone } from '@/lib/phone-schema'
import type { NovoAnuncio } from '@/offline'
import { AD_FORM_CATEGORIES } from '@/lib/ad-categories'

// The ad form: what is typed (masked texts) → what is stored (numbers, digits, nulls). The same
// rules as the table's checks, so the server refuses nothing the form accepted.

const UFS = new Set(getStates().map((s) => s.code as string))

const opcional = (max: number, mensagem: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, mensagem),
    v.transform((t) => t || null),
  )

export const anuncioSchema = v.object({
  titulo: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe o título'),
    v.minLength(3, 'O título precisa de pelo menos 3 letras'),
    v.maxLength(100, 'Título com até 100 caracteres'),
  ),
  categoria: v.picklist(AD_FORM_CATEGORIES, 'Escolha a categoria'),
  preco: v.pipe(
    v.string(),
    v.transform(parsePrice),
    v.check((p) => p === null || p <= 10_000_000, 'Preço acima do permitido'),
  ),
  descricao: opcional(5000, 'Descrição com até 5000 caracteres'),
  localizacao: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe a cidade'),
    v.regex(/^[^,]{2,80},\s*[A-Za-z]{2}$/, 'Escolha a cidade na lista (Cidade, UF)'),
    v.check((t) => UFS.has(t.slice(-2).toUpperCase()), 'Estado (UF) inválido'),
  ),
  endereco: opcional(200, 'Endereço com até 200 caracteres'),
  cep: v.pipe(
    v.string(),
    v.transform((t) => t.replace(/\D/g, '')),
    v.check((t) => t === '' || t.length === 8, 'CEP com 8 dígitos'),
    v.transform((t) => t || null),
  ),
  contato: contactPhone,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((t) => t === '' || v.is(v.pipe(v.string(), v.email()), t), 'Informe um e-mail válido'),
    v.transform((t) => t || null),
  ),
})

export type AnuncioForm = v.InferInput<typeof anuncioSchema>

/** The four fields without which the publish button stays disabled. */
export const OBRIGATORIOS = ['titulo', 'categoria', 'localizacao', 'contato'] as const

/** The form's output as the offline layer stores it. */
export function paraNovoAnuncio(output: v.InferOutput<typeof anuncioSchema>): NovoAnuncio {
  const [cidade, uf] = output.localizacao.split(/,\s*(?=[A-Za-z]{2}$)/)
  return {
    titulo: output.titulo,
    categoria: output.categoria,
    preco: output.preco,
    descricao: output.descricao,
    cidade: cidade.trim(),
    uf: uf.toUpperCase(),
    endereco: output.endereco,
    cep: output.cep,
    contato: output.contato,
    email: output.email,
  }
}
