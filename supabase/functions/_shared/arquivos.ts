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

/** Every file a person stored: ad photos and avatar, voice notes, ads' spoken descriptions. */
export async function removerArquivosDaPessoa(servico: SupabaseClient, id: string): Promise<void> {
  await removerPasta(servico, `anuncios/${id}`)
  await removerPasta(servico, `avatars/${id}`)
  await removerPasta(servico, id, 'audios')
  await removerPasta(servico, id, 'descricoes-em-audio')
}
