import * as negotiation from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'
import type { CachedOrder } from '../conversations/types'
import type { MessageReportReason } from '@/lib/rules/report-reasons'
import type { MessageReportDecision } from './types'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const bloquearPessoa = (autor: Author, pessoa: { id: string; nome: string }) =>
  record(autor.id, () => negotiation.bloquearPessoa(db, autor, pessoa))

export const desbloquearPessoa = (autor: Author, pessoaId: string) =>
  record(autor.id, () => negotiation.desbloquearPessoa(db, autor, pessoaId))

export const denunciarMensagem = (
  autor: Author,
  dados: { mensagem_id: string; motivo: MessageReportReason; detalhes: string | null },
) => record(autor.id, () => negotiation.denunciarMensagem(db, autor, dados))

export const decidirDenunciaMensagem = (autor: Author, id: string, decisao: MessageReportDecision) =>
  record(autor.id, () => negotiation.decidirDenunciaMensagem(db, autor, id, decisao))

export const avaliarPedido = (
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'vendedor_id' | 'anuncio_id'>,
  dados: { nota: number; texto: string | null },
) => record(autor.id, () => negotiation.avaliarPedido(db, autor, pedido, dados))

export const responderAvaliacao = (autor: Author, id: string, resposta: string) =>
  record(autor.id, () => negotiation.responderAvaliacao(db, autor, id, resposta))

export const reservarAnuncio = (autor: Author, id: string, reservar: boolean) =>
  record(autor.id, () => negotiation.reservarAnuncio(db, autor, id, reservar))

export const criarRespostaRapida = (userId: string, texto: string) =>
  record(userId, () => negotiation.criarRespostaRapida(db, userId, texto))

export const excluirRespostaRapida = (userId: string, id: string) =>
  record(userId, () => negotiation.excluirRespostaRapida(db, userId, id))
