import * as v from 'valibot'
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

export const pedidoSchema = v.pipe(
  v.object({
    quantidade: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Informe a quantidade (ex.: 3 sacas)'),
      v.maxLength(60, 'Quantidade com até 60 caracteres'),
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
)

export type PedidoForm = v.InferInput<typeof pedidoSchema>
