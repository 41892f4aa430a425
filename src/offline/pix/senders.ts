import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome, type Outcome } from '../engine/outcome'

// How the Pix key reaches Supabase: one row per person, written whole (sent twice, the same row).
// The row's owner is the session's (the column's default): an upsert that named it would need the
// right to update it.

export function pixKeySenders(supabase: AppClient) {
  return {
    async salvarChavePix(item: OutboxItemOf<'salvarChavePix'>): Promise<Outcome> {
      const { tipo, chave } = item.payload
      return outcome(await supabase.from('chaves_pix').upsert({ tipo, chave }, { onConflict: 'user_id' }))
    },
    async removerChavePix(item: OutboxItemOf<'removerChavePix'>): Promise<Outcome> {
      return outcome(await supabase.from('chaves_pix').delete().eq('user_id', item.payload.user_id))
    },
  }
}
