import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome } from '../engine/outcome'

// Comments and favourites: inserts with the phone's id (or the pair's key) and "on conflict do
// nothing", so a resend after a lost answer changes nothing.

export function socialSenders(supabase: AppClient) {
  return {
    comentar: async (item: OutboxItemOf<'comentar'>) =>
      outcome(await supabase.from('comentarios').upsert(item.payload.comentario, { onConflict: 'id', ignoreDuplicates: true })),
    favoritar: async (item: OutboxItemOf<'favoritar'>) =>
      outcome(
        await supabase
          .from('favoritos')
          .upsert({ anuncio_id: item.payload.anuncio_id }, { onConflict: 'user_id,anuncio_id', ignoreDuplicates: true }),
      ),
    desfavoritar: async (item: OutboxItemOf<'desfavoritar'>) =>
      outcome(await supabase.from('favoritos').delete().eq('anuncio_id', item.payload.anuncio_id).eq('user_id', item.ownerId)),
  }
}
