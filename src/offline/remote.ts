import type { SupabaseClient } from '@supabase/supabase-js'
import type { OutboxItem } from './db'
import { outcomeOf, type Outcome } from './outcome'

// How each outbox item reaches Supabase. Every step is idempotent, so an item whose answer was
// lost can be sent again without creating anything twice: ids come from the phone, inserts are
// "on conflict do nothing", photos go to deterministic paths with upsert.

type Answer = { error: { code?: string; message?: string; status?: number; statusCode?: string } | null; status?: number }

function outcome(answer: Answer): Outcome {
  if (!answer.error) return { kind: 'done' }
  const status = answer.error.status ?? (answer.error.statusCode ? Number(answer.error.statusCode) : answer.status)
  return outcomeOf({ ...answer.error, status: status ?? 0 })
}

/** Where the n-th photo of an ad lives in the `imagens` bucket. */
export function photoPath(ownerId: string, adId: string, index: number): string {
  return `anuncios/${ownerId}/${adId}/${index + 1}.webp`
}

async function createAd(supabase: SupabaseClient, item: OutboxItem): Promise<Outcome> {
  const ad = item.payload.anuncio as Record<string, unknown> & { id: string }
  const paths: string[] = []
  for (const [index, photo] of (item.photos ?? []).entries()) {
    const path = photoPath(item.ownerId, ad.id, index)
    const upload = await supabase.storage
      .from('imagens')
      .upload(path, photo, { upsert: true, contentType: photo.type || 'image/webp' })
    const result = outcome(upload as Answer)
    if (result.kind !== 'done') return result
    paths.push(path)
  }
  const insert = await supabase.from('anuncios').upsert({ ...ad, imagens: paths }, { onConflict: 'id', ignoreDuplicates: true })
  return outcome(insert)
}

export function createSender(supabase: SupabaseClient) {
  return async function send(item: OutboxItem): Promise<Outcome> {
    const p = item.payload
    switch (item.kind) {
      case 'criarAnuncio':
        return createAd(supabase, item)
      case 'editarAnuncio':
        return outcome(
          await supabase
            .from('anuncios')
            .update(p.campos as object)
            .eq('id', p.id as string),
        )
      case 'statusAnuncio':
        return outcome(
          await supabase
            .from('anuncios')
            .update({ status: p.status })
            .eq('id', p.id as string),
        )
      case 'excluirAnuncio': {
        const imagens = (p.imagens as string[] | undefined) ?? []
        if (imagens.length > 0) {
          const removed = outcome((await supabase.storage.from('imagens').remove(imagens)) as Answer)
          if (removed.kind !== 'done') return removed
        }
        return outcome(
          await supabase
            .from('anuncios')
            .delete()
            .eq('id', p.id as string),
        )
      }
      case 'comentar':
        return outcome(
          await supabase.from('comentarios').upsert(p.comentario as object, { onConflict: 'id', ignoreDuplicates: true }),
        )
      case 'favoritar':
        return outcome(
          await supabase
            .from('favoritos')
            .upsert({ anuncio_id: p.anuncio_id }, { onConflict: 'user_id,anuncio_id', ignoreDuplicates: true }),
        )
      case 'desfavoritar':
        return outcome(
          await supabase
            .from('favoritos')
            .delete()
            .eq('anuncio_id', p.anuncio_id as string)
            .eq('user_id', item.ownerId),
        )
    }
  }
}
