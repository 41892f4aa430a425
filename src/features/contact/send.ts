import type { Result } from '@/lib/server/result'
import * as v from 'valibot'
import { loadSupabase } from '@/lib/server/load-supabase'
import { mensagemContatoSchema, type MensagemContato } from './schema'

export async function enviarMensagemContato(entrada: MensagemContato): Promise<Result> {
  const parsed = v.safeParse(mensagemContatoSchema, entrada)
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message }
  const { nome, email, telefone, mensagem } = parsed.output
  try {
    const supabase = await loadSupabase()
    const { error } = await supabase.from('mensagens_contato').insert({ nome, email, telefone: telefone || null, mensagem })
    if (!error) return { ok: true }
    // Over the per-address limit (the database's own pt-BR message).
    if (error.code === 'PT429') return { ok: false, message: error.message }
    if (!error.code)
      return { ok: false, message: 'Sem conexão. Sua mensagem não foi enviada; tente novamente quando houver sinal.' }
    return { ok: false, message: 'Erro ao enviar mensagem. Verifique os dados e tente novamente.' }
  } catch {
    return { ok: false, message: 'Sem conexão. Sua mensagem não foi enviada; tente novamente quando houver sinal.' }
  }
}
