import type { SupabaseClient } from '@supabase/supabase-js'

/** Storage lists and removes at most 1,000 names a call. */
const POR_PAGINA = 1000

/**
 * Removes every object under a folder of a bucket (recursively), whatever their number: the first
 * page is listed again after each removal (what was removed no longer shifts what is left) until the
 * folder is empty. A removal that fails stops here with its error, never in an endless loop.
 */
export async function removerPasta(servico: SupabaseClient, pasta: string, bucket = 'imagens'): Promise<void> {
  for (;;) {
    const { data, error } = await servico.storage.from(bucket).list(pasta, { limit: POR_PAGINA, offset: 0 })
    if (error) throw error
    if (!data || data.length === 0) return
    const arquivos = data.filter((item) => item.id !== null).map((item) => `${pasta}/${item.name}`)
    for (const subpasta of data.filter((item) => item.id === null))
      await removerPasta(servico, `${pasta}/${subpasta.name}`, bucket)
    if (arquivos.length > 0) {
      const { error: erroAoRemover } = await servico.storage.from(bucket).remove(arquivos)
      if (erroAoRemover) throw erroAoRemover
    }
  }
}

/** Every file a person stored: ad photos and avatar, voice notes, ads' spoken descriptions. */
export async function removerArquivosDaPessoa(servico: SupabaseClient, id: string): Promise<void> {
  await removerPasta(servico, `anuncios/${id}`)
  await removerPasta(servico, `avatars/${id}`)
  await removerPasta(servico, id, 'audios')
  await removerPasta(servico, id, 'descricoes-em-audio')
}
