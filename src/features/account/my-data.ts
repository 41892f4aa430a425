// "Baixar meus dados" (LGPD): the file the server makes for the signed-in person (`meus_dados`, run
// as them), with each stored file's address added, named for the day it was made.
import { config } from '@/lib/server/config'
import { isConnected } from '@/lib/server/connection'
import { loadSupabase } from '@/lib/server/load-supabase'
import type { Result } from '@/lib/server/result'
import { fileUrlAt } from '@/lib/server/storage-url'
import { SESSAO_TERMINOU } from '@/lib/server/session'

export const MY_DATA_OFFLINE = 'Conecte-se à internet para baixar seus dados.'
export const MY_DATA_FAILED = 'Não foi possível preparar seus dados. Tente novamente.'

export interface MyDataFile {
  name: string
  json: string
}

type Section = Record<string, unknown>[]

/** `campo-solidario-meus-dados-AAAA-MM-DD.json`, the day in Brasília's time. */
export function myDataFileName(madeAt: Date): string {
  return `campo-solidario-meus-dados-${madeAt.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })}.json`
}

/**
 * Beside each stored file's path, where to download it: ad photos, the profile photo and spoken
 * descriptions are public; voice notes open with the person's own sign-in.
 */
export function withFileAddresses(data: Record<string, unknown>, supabaseUrl: string): Record<string, unknown> {
  const conta = data.conta as Record<string, unknown> | null
  const avatar = conta?.avatar_path
  const anuncios = ((data.anuncios as Section | undefined) ?? []).map((ad) => ({
    ...ad,
    imagens_enderecos: ((ad.imagens as string[] | null) ?? []).map((p) => fileUrlAt(supabaseUrl, 'public', 'imagens', p)),
    ...(typeof ad.audio_caminho === 'string' && {
      audio_endereco: fileUrlAt(supabaseUrl, 'public', 'descricoes-em-audio', ad.audio_caminho),
    }),
  }))
  const conversas = ((data.conversas as Section | undefined) ?? []).map((conversa) => ({
    ...conversa,
    mensagens: ((conversa.mensagens as Section | undefined) ?? []).map((m) =>
      typeof m.audio_caminho === 'string'
        ? { ...m, audio_endereco: fileUrlAt(supabaseUrl, 'authenticated', 'audios', m.audio_caminho) }
        : m,
    ),
  }))
  return {
    ...data,
    conta: conta && {
      ...conta,
      ...(typeof avatar === 'string' && { avatar_endereco: fileUrlAt(supabaseUrl, 'public', 'imagens', avatar) }),
    },
    anuncios,
    conversas,
  }
}

/** Asks the server for the person's data; the file to save, or why not in pt-BR. */
export async function fetchMyData(): Promise<Result<MyDataFile>> {
  if (!isConnected()) return { ok: false, message: MY_DATA_OFFLINE }
  try {
    const supabase = await loadSupabase()
    const { data, error } = await supabase.rpc('meus_dados')
    if (error || !data || typeof data !== 'object' || Array.isArray(data)) {
      if (error?.code === '42501' || error?.code === 'PGRST301') return { ok: false, message: SESSAO_TERMINOU }
      return { ok: false, message: isConnected() ? MY_DATA_FAILED : MY_DATA_OFFLINE }
    }
    const sobre = (data as { sobre?: { gerado_em?: string } }).sobre
    const madeAt = new Date(sobre?.gerado_em ?? Date.now())
    return {
      ok: true,
      data: { name: myDataFileName(madeAt), json: JSON.stringify(withFileAddresses(data, config.supabaseUrl), null, 2) },
    }
  } catch {
    return { ok: false, message: isConnected() ? MY_DATA_FAILED : MY_DATA_OFFLINE }
  }
}
