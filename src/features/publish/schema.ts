import * as v from 'valibot'
import { cityField, splitCity } from '@/lib/rules/city-field'
import { parsePrice } from '@/lib/formats/format'
import { type Unit } from '@/lib/rules/units'
import { parseQuantity, UNITS } from '@/lib/rules/unit-input'
import { contactPhone } from '@/lib/rules/phone-schema'
import type { NovoAnuncio } from '@/offline'
import { AD_FORM_CATEGORIES } from '@/lib/rules/ad-categories'

// The ad form: what is typed (masked texts) → what is stored (numbers, digits, nulls). The same
// rules as the table's checks, so the server refuses nothing the form accepted.

const opcional = (max: number, mensagem: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, mensagem),
    v.transform((t) => t || null),
  )

/** The stock as typed ("10", "2,5"): empty keeps no count; otherwise a number the unit allows, 0 for "Esgotado". */
const stock = (typed: string, unit: Unit) => (typed.trim() === '' ? null : parseQuantity(typed, unit, { zero: true }))

export const anuncioSchema = v.pipe(
  v.object({
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
    unidade: v.picklist(UNITS, 'Escolha a unidade de venda'),
    quantidade_disponivel: v.string(),
    pontos_de_retirada: v.pipe(v.array(v.string()), v.maxLength(5, 'Escolha até 5 pontos de retirada')),
    localizacao: cityField,
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
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const counted = stock(dataset.value.quantidade_disponivel, dataset.value.unidade)
      if (typeof counted === 'string') addIssue({ message: counted })
    }),
    ['quantidade_disponivel'],
  ),
)

export type AnuncioForm = v.InferInput<typeof anuncioSchema>

/** The four fields without which the publish button stays disabled. */
export const OBRIGATORIOS = ['titulo', 'categoria', 'localizacao', 'contato'] as const

/** The form's output as the offline layer stores it. */
export function paraNovoAnuncio(output: v.InferOutput<typeof anuncioSchema>): NovoAnuncio {
  return {
    titulo: output.titulo,
    categoria: output.categoria,
    preco: output.preco,
    unidade: output.unidade,
    quantidade_disponivel: stock(output.quantidade_disponivel, output.unidade) as number | null,
    pontos_de_retirada: output.pontos_de_retirada,
    descricao: output.descricao,
    ...splitCity(output.localizacao),
    endereco: output.endereco,
    cep: output.cep,
    contato: output.contato,
    email: output.email,
  }
}
