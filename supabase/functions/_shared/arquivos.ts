import type { SupabaseClient } from '@supabase/supabase-js'

/** Removes every object under a folder of the `imagens` bucket (recursively). */
export async function removerPasta(servico: SupabaseClient, pasta: string): Promise<void> {
  const { data } = await servico.storage.from('imagens').list(pasta, { limit: 1000 })
  for (const item of data ?? []) {
    const caminho = `${pasta}/${item.name}`
    if (item.id === null) await removerPasta(servico, caminho)
    else await servico.storage.from('imagens').remove([caminho])
  }
}
