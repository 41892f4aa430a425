import type { AppClient } from '@/lib/server/supabase'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome } from '../engine/outcome'

// How blocks, reports of messages, ratings, Reservado and quick replies reach Supabase. What is
// made carries the phone's id (or is keyed by the people) and is "on conflict do nothing"; the
// rest changes nothing more when sent again (the database keeps the first answer and decision).

export function negotiationSenders(supabase: AppClient) {
  return {
    bloquearPessoa: async ({ payload }: OutboxItemOf<'bloquearPessoa'>) =>
      outcome(await supabase.from('bloqueios').upsert(payload, { onConflict: 'user_id,bloqueado_id', ignoreDuplicates: true })),
    desbloquearPessoa: async ({ payload, ownerId }: OutboxItemOf<'desbloquearPessoa'>) =>
      outcome(await supabase.from('bloqueios').delete().eq('user_id', ownerId).eq('bloqueado_id', payload.bloqueado_id)),
    denunciarMensagem: async ({ payload }: OutboxItemOf<'denunciarMensagem'>) =>
      outcome(await supabase.from('denuncias_mensagens').upsert(payload.denuncia, { onConflict: 'id', ignoreDuplicates: true })),
    decidirDenunciaMensagem: async ({ payload }: OutboxItemOf<'decidirDenunciaMensagem'>) =>
      outcome(await supabase.rpc('decidir_denuncia_mensagem', { denuncia: payload.id, decisao: payload.decisao })),
    avaliarPedido: async ({ payload }: OutboxItemOf<'avaliarPedido'>) =>
      outcome(await supabase.from('avaliacoes_pedidos').upsert(payload.avaliacao, { onConflict: 'id', ignoreDuplicates: true })),
    responderAvaliacao: async ({ payload }: OutboxItemOf<'responderAvaliacao'>) =>
      outcome(await supabase.rpc('responder_avaliacao', { avaliacao: payload.id, resposta: payload.resposta })),
    reservarAnuncio: async ({ payload }: OutboxItemOf<'reservarAnuncio'>) =>
      outcome(await supabase.rpc('reservar_anuncio', { anuncio: payload.id, reservar: payload.reservar })),
    criarRespostaRapida: async ({ payload }: OutboxItemOf<'criarRespostaRapida'>) =>
      outcome(await supabase.from('respostas_rapidas').upsert(payload, { onConflict: 'id', ignoreDuplicates: true })),
    excluirRespostaRapida: async ({ payload }: OutboxItemOf<'excluirRespostaRapida'>) =>
      outcome(await supabase.from('respostas_rapidas').delete().eq('id', payload.id)),
  }
}
