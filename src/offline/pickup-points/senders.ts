import type { AppClient } from '@/lib/server/supabase'
import type { SenderOptions } from '../engine/sender-options'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome } from '../engine/outcome'
import type { PickupPointFields } from './types'

// Pickup points: made with the phone's id and "on conflict do nothing" (a resend after a lost
// answer changes nothing), changed and removed by id. The place is looked up as it is sent, like
// an ad's; not found, the point is kept off the map, never held back.

async function withPlace(fields: PickupPointFields, options: SenderOptions) {
  const found = await options.geocode?.({ cidade: fields.cidade, uf: fields.uf, endereco: fields.local })
  return { ...fields, latitude: found?.latitude ?? null, longitude: found?.longitude ?? null }
}

export function pickupPointSenders(supabase: AppClient, options: SenderOptions = {}) {
  return {
    criarPontoDeRetirada: async ({ payload }: OutboxItemOf<'criarPontoDeRetirada'>) =>
      outcome(
        await supabase
          .from('pontos_de_retirada')
          .upsert({ id: payload.id, ...(await withPlace(payload, options)) }, { onConflict: 'id', ignoreDuplicates: true }),
      ),
    editarPontoDeRetirada: async ({ payload: { id, ...fields } }: OutboxItemOf<'editarPontoDeRetirada'>) =>
      outcome(
        await supabase
          .from('pontos_de_retirada')
          .update(await withPlace(fields, options))
          .eq('id', id),
      ),
    excluirPontoDeRetirada: async ({ payload }: OutboxItemOf<'excluirPontoDeRetirada'>) =>
      outcome(await supabase.from('pontos_de_retirada').delete().eq('id', payload.id)),
  }
}
