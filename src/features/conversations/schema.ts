import * as v from 'valibot'
import { formatQuantity, type Unit } from '@/lib/rules/units'
import { parseQuantity } from '@/lib/rules/unit-input'
import type { Delivery } from '@/offline'

// A message and an order as typed, with the same limits as the tables' checks.

export const mensagemSchema = v.object({
  texto: v.pipe(v.string(), v.trim(), v.nonEmpty('Escreva a mensagem'), v.maxLength(2000, 'Mensagem com até 2000 caracteres')),
})

export type MensagemForm = v.InferInput<typeof mensagemSchema>

export const ENTREGAS: Array<{ value: Delivery; label: string }> = [
  { value: 'retirar', label: 'Retirar no local' },
  { value: 'combinada', label: 'Entrega combinada' },
  { value: 'frete_solidario', label: 'Frete solidário' },
]

/** What the order is for: the ad's unit, and how much it has left (null: its seller keeps no count). */
export interface OrderedAd {
  unidade: Unit
  disponivel: number | null
  /** It names pickup points: "Retirar no local" picks one of them. */
  comPontos: boolean
}

/** The database's words when an order asks more than the ad has (the form says them first). */
export const notEnough = (ad: OrderedAd) =>
  `Não há quantidade disponível para este pedido (restam ${formatQuantity(ad.disponivel ?? 0, ad.unidade)}).`

export const pedidoSchema = (ad: OrderedAd) =>
  v.pipe(
    v.object({
      quantidade: v.pipe(
        v.string(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const asked = parseQuantity(dataset.value, ad.unidade)
          if (typeof asked === 'string') addIssue({ message: asked })
          else if (ad.disponivel !== null && asked > ad.disponivel) addIssue({ message: notEnough(ad) })
          else return asked
          return NEVER
        }),
      ),
      ponto_de_retirada_id: v.pipe(
        v.string(),
        v.transform((t) => t || null),
      ),
      observacao: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500, 'Observação com até 500 caracteres'),
        v.transform((t) => t || null),
      ),
      entrega: v.picklist(['retirar', 'combinada', 'frete_solidario'], 'Escolha como receber'),
      viagem_id: v.pipe(
        v.string(),
        v.transform((t) => t || null),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['entrega'], ['viagem_id']],
        ({ entrega, viagem_id }) => entrega !== 'frete_solidario' || viagem_id !== null,
        'Escolha a viagem do frete solidário',
      ),
      ['viagem_id'],
    ),
    v.forward(
      v.partialCheck(
        [['entrega'], ['ponto_de_retirada_id']],
        ({ entrega, ponto_de_retirada_id }) => entrega !== 'retirar' || !ad.comPontos || ponto_de_retirada_id !== null,
        'Escolha onde retirar',
      ),
      ['ponto_de_retirada_id'],
    ),
  )

export type PedidoForm = v.InferInput<ReturnType<typeof pedidoSchema>>

// An order's rating by its buyer: 1 to 5 stars and an optional text (the table's limits).
export const avaliacaoPedidoSchema = v.object({
  nota: v.pipe(v.number(), v.integer(), v.minValue(1, 'Escolha de 1 a 5 estrelas.'), v.maxValue(5, 'Escolha de 1 a 5 estrelas.')),
  texto: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, 'O texto pode ter até 500 caracteres.'),
    v.transform((t) => t || null),
  ),
})

// The seller's one answer to a rating.
export const respostaAvaliacaoSchema = v.object({
  resposta: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Escreva a sua resposta.'),
    v.maxLength(500, 'A resposta pode ter até 500 caracteres.'),
  ),
})
