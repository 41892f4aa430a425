import * as v from 'valibot'
import type { MessageReportReason } from '@/lib/rules/report-reasons'
import { change, id, type ChangesOf } from '../engine/define-changes'
import { dropEntity } from '../engine/outbox'
import type { MessageReportDecision } from './types'

// Blocks, reports of messages, ratings, Reservado and quick replies (engine/define-changes.ts):
// recorded by actions.ts, sent by senders.ts. Dropping a refused one takes back what the phone showed.

export const negotiationChanges = {
  bloquearPessoa: change<{ bloqueado_id: string }>({
    label: 'Bloqueio',
    payload: v.object({ bloqueado_id: id }),
    async forget(db, item) {
      await db.bloqueios.delete([item.ownerId, item.payload.bloqueado_id])
      await dropEntity(db, item.entity)
    },
  }),
  desbloquearPessoa: change<{ bloqueado_id: string }>({ label: 'Desbloqueio', payload: v.object({ bloqueado_id: id }) }),
  denunciarMensagem: change<{
    denuncia: { id: string; mensagem_id: string; motivo: MessageReportReason; detalhes: string | null }
  }>({
    label: 'Denúncia da mensagem',
    payload: v.object({ denuncia: v.object({ id, mensagem_id: id, motivo: v.string() }) }),
    async forget(db, item) {
      await db.denunciasMensagens.delete(item.payload.denuncia.id)
    },
  }),
  decidirDenunciaMensagem: change<{ id: string; decisao: MessageReportDecision }>({
    label: 'Decisão da denúncia da mensagem',
    payload: v.object({ id, decisao: v.string() }),
  }),
  avaliarPedido: change<{ avaliacao: { id: string; pedido_id: string; nota: number; texto: string | null } }>({
    label: 'Avaliação do pedido',
    payload: v.object({ avaliacao: v.object({ id, pedido_id: id, nota: v.number() }) }),
    async forget(db, item) {
      await db.avaliacoes.delete(item.payload.avaliacao.id)
      await dropEntity(db, item.entity)
    },
  }),
  responderAvaliacao: change<{ id: string; resposta: string }>({
    label: 'Resposta à avaliação',
    payload: v.object({ id, resposta: v.string() }),
    async forget(db, item) {
      await db.avaliacoes.update(item.payload.id, { resposta: null, respondida_em: null })
    },
  }),
  reservarAnuncio: change<{ id: string; reservar: boolean }>({
    label: 'Reserva do anúncio',
    payload: v.object({ id, reservar: v.boolean() }),
    async forget(db, item) {
      if (item.payload.reservar) await db.anuncios.update(item.payload.id, { reservado_em: null })
    },
  }),
  criarRespostaRapida: change<{ id: string; texto: string }>({
    label: 'Resposta rápida',
    payload: v.object({ id, texto: v.string() }),
    async forget(db, item) {
      await db.respostasRapidas.delete(item.payload.id)
      await dropEntity(db, item.entity)
    },
  }),
  excluirRespostaRapida: change<{ id: string }>({ label: 'Exclusão da resposta rápida', payload: v.object({ id }) }),
}

export type NegotiationChange = ChangesOf<typeof negotiationChanges>
