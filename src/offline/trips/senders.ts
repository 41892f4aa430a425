import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import type { Parada } from './types'
import { answerOutcome as outcome, type Answer, type Outcome } from '../engine/outcome'
import type { SenderOptions } from '../engine/sender-options'

// How trip changes reach Supabase. Ids come from the phone and inserts are "on conflict do
// nothing", so an item whose answer was lost is sent again without doing anything twice (the
// database skips its checks for a row it already has).

/** Each stop looked up once for the map; a stop the geocoder cannot place is sent without it. */
async function withCoordinates(paradas: Parada[], options: SenderOptions): Promise<Parada[]> {
  if (!options.geocode) return paradas
  return Promise.all(
    paradas.map(async (parada) => {
      if (parada.latitude !== undefined && parada.longitude !== undefined) return parada
      const found = await options.geocode!({ cidade: parada.cidade, uf: parada.uf, endereco: null }).catch(() => null)
      return found ? { ...parada, latitude: found.latitude, longitude: found.longitude } : parada
    }),
  )
}

/** An update that touched no row: not the person's to change, or gone. */
function changedOne(answer: Answer & { data: unknown[] | null }, notFound: string): Outcome {
  if (answer.error || (answer.data ?? []).length > 0) return outcome(answer)
  return { kind: 'rejected', reason: notFound }
}

export function tripSenders(supabase: AppClient, options: SenderOptions) {
  return {
    async oferecerViagem(item: OutboxItemOf<'oferecerViagem'>): Promise<Outcome> {
      const viagem = { ...item.payload.viagem, paradas: await withCoordinates(item.payload.viagem.paradas, options) }
      return outcome(await supabase.from('viagens').upsert(viagem, { onConflict: 'id', ignoreDuplicates: true }))
    },
    async alterarStatusDaViagem(item: OutboxItemOf<'alterarStatusDaViagem'>): Promise<Outcome> {
      const { id, status } = item.payload
      const answer = await supabase.from('viagens').update({ status }).eq('id', id).select('id')
      return changedOne(answer, 'Viagem não encontrada ou sem permissão.')
    },
    async reservarEspaco(item: OutboxItemOf<'reservarEspaco'>): Promise<Outcome> {
      return outcome(await supabase.from('reservas').upsert(item.payload.reserva, { onConflict: 'id', ignoreDuplicates: true }))
    },
    async alterarStatusDaReserva(item: OutboxItemOf<'alterarStatusDaReserva'>): Promise<Outcome> {
      const { id, status } = item.payload
      const answer = await supabase.from('reservas').update({ status }).eq('id', id).select('id')
      return changedOne(answer, 'Reserva não encontrada ou sem permissão.')
    },
  }
}
