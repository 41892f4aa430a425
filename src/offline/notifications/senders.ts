import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome } from '../engine/outcome'

// Marking read is idempotent: only what is still unread changes, so a resend after a lost answer
// (or a mark made on another phone meanwhile) changes nothing. RLS lets the recipient alone.

export function notificationSenders(supabase: AppClient) {
  return {
    marcarNotificacaoLida: async (item: OutboxItemOf<'marcarNotificacaoLida'>) =>
      outcome(
        await supabase
          .from('notificacoes')
          .update({ lida_em: item.payload.lida_em })
          .eq('id', item.payload.id)
          .is('lida_em', null),
      ),
    marcarTodasComoLidas: async (item: OutboxItemOf<'marcarTodasComoLidas'>) =>
      outcome(
        await supabase
          .from('notificacoes')
          .update({ lida_em: item.payload.lida_em })
          .eq('user_id', item.ownerId)
          .is('lida_em', null)
          .lte('created_at', item.payload.ate),
      ),
    // Deleting what is already gone is nothing: a resend is harmless. Needs no session.
    esquecerAssinaturaPush: async (item: OutboxItemOf<'esquecerAssinaturaPush'>) =>
      outcome(await supabase.rpc('esquecer_assinatura_push', item.payload)),
  }
}
