import type { SupabaseClient } from '@supabase/supabase-js'

/** Removes every object under a folder of a bucket (recursively). */
export async function removerPasta(servico: SupabaseClient, pasta: string, bucket = 'imagens'): Promise<void> {
  const { data } = await servico.storage.from(bucket).list(pasta, { limit: 1000 })
  for (const item of data ?? []) {
    const caminho = `${pasta}/${item.name}`
    if (item.id === null) await removerPasta(servico, caminho, bucket)
    else await servico.storage.from(bucket).remove([caminho])
  }
}
