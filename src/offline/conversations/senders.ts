import type { AppClient } from '@/lib/server/supabase'
import type { TablesUpdate } from '@/lib/database.types'
import type { OutboxItemOf } from '../store/outbox-item'
import { memoryLedger } from '../engine/file-ledger'
import { answerOutcome as outcome, type Outcome } from '../engine/outcome'
import { sendFile } from '../engine/resumable-upload'
import type { SenderOptions } from '../engine/sender-options'
import { refusedByStoragePolicy } from '../engine/storage-refusal'
import { reportUploadProgress } from '../engine/upload-progress'

// How messages (with their voice notes), orders and read receipts reach Supabase. Ids come from the phone and inserts are
// "on conflict do nothing" (the database skips its checks for a row it already has); a status sent
// again is a no-op there; marking read twice reads nothing new.

export function conversationSenders(supabase: AppClient, options: SenderOptions = {}) {
  async function changeOrder(id: string, change: TablesUpdate<'pedidos'>): Promise<Outcome> {
    const answer = await supabase.from('pedidos').update(change).eq('id', id).select('id')
    if (answer.error || (answer.data ?? []).length > 0) return outcome(answer)
    return { kind: 'rejected', reason: 'Pedido não encontrado ou sem permissão.' }
  }
  return {
    async enviarMensagem(item: OutboxItemOf<'enviarMensagem'>): Promise<Outcome> {
      const { mensagem } = item.payload
      // The note first, at the message's own path (a retry before the message replaces it: never a
      // second file; after the message, Storage refuses to replace it and the message is a no-op).
      if (mensagem.audio_caminho && item.audio) {
        const note = { bucket: 'audios', path: mensagem.audio_caminho, blob: item.audio }
        const size = item.audio.size || 1
        const uploaded = await sendFile(supabase, note, options.ledgerFor?.(item) ?? memoryLedger(item), (sent) =>
          reportUploadProgress(item.seq, {
            entity: item.entity,
            what: 'audio',
            file: note.path,
            files: 1,
            stored: 0,
            fraction: Math.min(sent / size, 1),
          }),
        ).finally(() => reportUploadProgress(item.seq, null))
        if (uploaded.error && !refusedByStoragePolicy(uploaded)) return outcome(uploaded)
      }
      return outcome(await supabase.from('mensagens').upsert(mensagem, { onConflict: 'id', ignoreDuplicates: true }))
    },
    async fazerPedido(item: OutboxItemOf<'fazerPedido'>): Promise<Outcome> {
      return outcome(await supabase.from('pedidos').upsert(item.payload.pedido, { onConflict: 'id', ignoreDuplicates: true }))
    },
    async alterarStatusDoPedido(item: OutboxItemOf<'alterarStatusDoPedido'>): Promise<Outcome> {
      // (What the phone showed before and took from its count stay on the phone.)
      const { id, status, valor } = item.payload
      return changeOrder(id, valor === undefined ? { status } : { status, valor })
    },
    async alterarPagamentoDoPedido(item: OutboxItemOf<'alterarPagamentoDoPedido'>): Promise<Outcome> {
      const { id, pagamento } = item.payload
      return changeOrder(id, { pagamento })
    },
    async marcarConversaLida(item: OutboxItemOf<'marcarConversaLida'>): Promise<Outcome> {
      const { anuncio_id, comprador_id } = item.payload
      return outcome(await supabase.rpc('marcar_conversa_lida', { anuncio: anuncio_id, comprador: comprador_id }))
    },
  }
}
