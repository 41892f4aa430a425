import * as v from 'valibot'
import { parsePrice } from '@/lib/formats/format'
import { cityField, splitCity } from '@/lib/rules/city-field'
import { contactPhone } from '@/lib/rules/phone-schema'
import { todayInBrazil, type NovaReserva, type NovaViagem } from '@/offline'

// The two forms of Frete Solidário: offering a trip and reserving space on one. What is typed →
// what is stored; the same limits as the tables' checks, so the server refuses nothing the form
// accepted (except what only it can know: a trip that filled up, a city it does not know).

/** "1.250,5" or "1250" → 1250.5; anything else → NaN (refused by the checks). */
function parseKg(text: string): number {
  const clean = text.trim().replace(/\./g, '').replace(',', '.')
  return /^\d+(\.\d)?$/.test(clean) ? Number(clean) : Number.NaN
}

const kg = (label: string, min: number) =>
  v.pipe(
    v.string(),
    v.transform(parseKg),
    v.check((n) => !Number.isNaN(n), `${label}: use números, com até uma casa decimal`),
    v.check((n) => Number.isNaN(n) || n >= min, min > 0 ? `${label} deve ser maior que zero` : `${label} não pode ser negativa`),
    v.check((n) => Number.isNaN(n) || n <= 30_000, `${label}: no máximo 30.000 kg`),
  )

const parada = v.object({
  cidade: cityField,
  local: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Local com até 200 caracteres')),
})

export const viagemSchema = v.pipe(
  v.object({
    paradas: v.pipe(
      v.array(parada),
      v.minLength(2, 'Informe a origem e o destino'),
      v.maxLength(6, 'No máximo 4 paradas no caminho'),
    ),
    data: v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data da viagem'),
      v.check((d) => d >= todayInBrazil(), 'A data da viagem já passou.'),
    ),
    hora: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe a hora de saída')),
    veiculo: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(2, 'Informe o veículo (ex.: caminhonete)'),
      v.maxLength(60, 'Veículo com até 60 caracteres'),
    ),
    capacidade_kg: kg('A capacidade', 0.1),
    carga_propria_kg: kg('A sua carga', 0),
    custo_total: v.pipe(
      v.string(),
      v.transform(parsePrice),
      v.check((p) => p !== null && p > 0, 'Informe o custo total da viagem'),
      v.check((p) => p === null || p <= 100_000, 'Custo acima do permitido (R$ 100.000,00)'),
    ),
    refrigerada: v.boolean(),
    observacoes: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(1000, 'Observações com até 1000 caracteres'),
      v.transform((t) => t || null),
    ),
    contato: contactPhone,
  }),
  v.forward(
    v.partialCheck(
      [['capacidade_kg'], ['carga_propria_kg']],
      ({ capacidade_kg, carga_propria_kg }) => !(carga_propria_kg >= capacidade_kg),
      'A sua carga deve deixar espaço livre no veículo',
    ),
    ['carga_propria_kg'],
  ),
)

export type ViagemForm = v.InferInput<typeof viagemSchema>

/** The form's output as the offline layer stores it ("Cidade, UF" split into city and state). */
export function paraNovaViagem(output: v.InferOutput<typeof viagemSchema>): NovaViagem {
  return {
    ...output,
    custo_total: output.custo_total!,
    paradas: output.paradas.map(({ cidade, local }) => ({ ...splitCity(cidade), ...(local ? { local } : {}) })),
  }
}

/** The reservation form; `livre` is the space left on the chosen stretch, as the phone knows it. */
export function reservaSchema(livre: (inicio: number, fim: number) => number) {
  return v.pipe(
    v.object({
      kg: kg('A quantidade', 0.1),
      trecho: v.pipe(
        v.string(),
        v.regex(/^\d+-\d+$/, 'Escolha de onde até onde vai a carga'),
        v.transform((t) => t.split('-').map(Number) as [number, number]),
        v.check(([inicio, fim]) => fim > inicio, 'O destino da carga deve vir depois da origem'),
      ),
      carga: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(2, 'Diga o que vai enviar'),
        v.maxLength(200, 'Descrição da carga com até 200 caracteres'),
      ),
      anuncio_id: v.pipe(
        v.string(),
        v.transform((t) => t || null),
      ),
      contato: contactPhone,
    }),
    v.forward(
      v.partialCheck(
        [['kg'], ['trecho']],
        ({ kg: quilos, trecho: [inicio, fim] }) => Number.isNaN(quilos) || quilos <= livre(inicio, fim),
        'Não há espaço livre suficiente neste trecho',
      ),
      ['kg'],
    ),
  )
}

export type ReservaForm = v.InferInput<ReturnType<typeof reservaSchema>>

export function paraNovaReserva(viagemId: string, output: v.InferOutput<ReturnType<typeof reservaSchema>>): NovaReserva {
  const [parada_inicio, parada_fim] = output.trecho
  return {
    viagem_id: viagemId,
    kg: output.kg,
    parada_inicio,
    parada_fim,
    carga: output.carga,
    anuncio_id: output.anuncio_id,
    contato: output.contato,
  }
}
