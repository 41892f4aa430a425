import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome, type Outcome } from '../engine/outcome'

// How renewals, reports and the moderation's decisions reach Supabase. A report's id comes from the
// phone and its insert is "on conflict do nothing"; renewing, hiding and discarding again change
// nothing more (the database keeps the first decision).

export function trustSenders(supabase: AppClient) {
  return {
    async renovarAnuncio(item: OutboxItemOf<'renovarAnuncio'>): Promise<Outcome> {
      return outcome(await supabase.rpc('renovar_anuncio', { anuncio: item.payload.id }))
    },
    async denunciarAnuncio(item: OutboxItemOf<'denunciarAnuncio'>): Promise<Outcome> {
      return outcome(await supabase.from('denuncias').upsert(item.payload.denuncia, { onConflict: 'id', ignoreDuplicates: true }))
    },
    async ocultarAnuncio(item: OutboxItemOf<'ocultarAnuncio'>): Promise<Outcome> {
      return outcome(await supabase.rpc('ocultar_anuncio', { anuncio: item.payload.id, motivo: item.payload.motivo }))
    },
    async descartarDenuncias(item: OutboxItemOf<'descartarDenuncias'>): Promise<Outcome> {
      return outcome(await supabase.rpc('descartar_denuncias', { anuncio: item.payload.id }))
    },
  }
}
