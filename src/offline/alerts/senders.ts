import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome } from '../engine/outcome'

// Search alerts: created with the phone's id and "on conflict do nothing" (a resend after a lost
// answer changes nothing; the same search again is skipped by the database), paused and deleted by
// id (again, the same result). The owner is the session's (the column's default).

export function alertSenders(supabase: AppClient) {
  return {
    criarAlerta: async (item: OutboxItemOf<'criarAlerta'>) =>
      outcome(await supabase.from('alertas_busca').upsert(item.payload, { onConflict: 'id', ignoreDuplicates: true })),
    pausarAlerta: async (item: OutboxItemOf<'pausarAlerta'>) =>
      outcome(await supabase.from('alertas_busca').update({ pausado: item.payload.pausado }).eq('id', item.payload.id)),
    excluirAlerta: async (item: OutboxItemOf<'excluirAlerta'>) =>
      outcome(await supabase.from('alertas_busca').delete().eq('id', item.payload.id)),
  }
}
