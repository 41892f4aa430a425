import * as v from 'valibot'
import { cityField, splitCity } from '@/lib/rules/city-field'
import type { PickupPointFields } from '@/offline'

// A pickup point as typed, with the same limits as the table's checks.

const text = (min: number, max: number, empty: string, long: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.minLength(min, empty), v.maxLength(max, long))

export const pontoSchema = v.object({
  nome: text(2, 80, 'Informe o nome do ponto (ex.: Feira do Produtor)', 'Nome com até 80 caracteres'),
  local: text(2, 200, 'Informe o endereço ou o lugar', 'Endereço com até 200 caracteres'),
  localizacao: cityField,
  quando: text(2, 120, 'Informe os dias e horários (ex.: sábado, 6h às 12h)', 'Dias e horários com até 120 caracteres'),
})

export type PontoForm = v.InferInput<typeof pontoSchema>

export function paraPonto(output: v.InferOutput<typeof pontoSchema>): PickupPointFields {
  return { nome: output.nome, local: output.local, quando: output.quando, ...splitCity(output.localizacao) }
}

/** "Feira do Produtor — sábado, 6h às 12h": how a point is named in a list. */
export const pointTitle = (point: Pick<PickupPointFields, 'nome' | 'quando'>) => `${point.nome} — ${point.quando}`

/** A point in words as an order keeps it, the database's interno.retirada_em_palavras (shown until the server's row arrives). */
export const pickupPlaceText = (point: PickupPointFields) => `${pointTitle(point)} · ${point.local}, ${point.cidade}/${point.uf}`
