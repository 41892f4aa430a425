import * as ads from './ad-actions'
import { syncNow } from './app-sync'
import { offlineDb as db } from './database'
import type { CachedAd, CachedOrder, CachedReservation } from './db'
import { discard, retry } from './outbox'
import * as conversations from './conversation-actions'
import * as social from './social-actions'
import * as trips from './trip-actions'
import * as trust from './trust-actions'

// The one function per action that screens call. Each records the change on the phone (shown
// at once, queued in the outbox) and asks the sync to send it: right away online, later offline.

type Author = ads.Author

/** Records a change of `userId` (never of an unknown account: it is sent only under that one), then syncs. */
async function record<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (!userId) throw new Error('A sessão ainda não foi carregada. Tente de novo em instantes.')
  const result = await work()
  void syncNow()
  return result
}

export const publicarAnuncio = (autor: Author, dados: ads.NovoAnuncio, fotos: Blob[]) =>
  record(autor.id, () => ads.publicarAnuncio(db, autor, dados, fotos))

export const editarAnuncio = (autor: Author, id: string, campos: Partial<ads.NovoAnuncio>, fotos?: ads.FotoDoAnuncio[]) =>
  record(autor.id, () => ads.editarAnuncio(db, autor, id, campos, fotos))

export const alterarStatusDoAnuncio = (autor: Author, id: string, status: CachedAd['status']) =>
  record(autor.id, () => ads.alterarStatusDoAnuncio(db, autor, id, status))

export const excluirAnuncio = (autor: Author, id: string) => record(autor.id, () => ads.excluirAnuncio(db, autor, id))

export const comentar = (autor: Author, anuncioId: string, dados: { rating: number | null; comentario: string }) =>
  record(autor.id, () => social.comentar(db, autor, anuncioId, dados))

export const alternarFavorito = (userId: string, anuncioId: string, marcar: boolean) =>
  record(userId, () => (marcar ? social.favoritar(db, userId, anuncioId) : social.desfavoritar(db, userId, anuncioId)))

export const oferecerViagem = (autor: Author, dados: trips.NovaViagem) =>
  record(autor.id, () => trips.oferecerViagem(db, autor, dados))

export const alterarStatusDaViagem = (autor: Author, id: string, status: 'cancelada' | 'realizada') =>
  record(autor.id, () => trips.alterarStatusDaViagem(db, autor, id, status))

export const reservarEspaco = (autor: Author, dados: trips.NovaReserva) =>
  record(autor.id, () => trips.reservarEspaco(db, autor, dados))

export const alterarStatusDaReserva = (
  autor: Author,
  reserva: Pick<CachedReservation, 'id' | 'viagem_id'>,
  status: CachedReservation['status'],
) => record(autor.id, () => trips.alterarStatusDaReserva(db, autor, reserva, status))

export const enviarMensagem = (autor: Author, conversa: conversations.ConversationKey & { vendedor_id: string }, texto: string) =>
  record(autor.id, () => conversations.enviarMensagem(db, autor, conversa, texto))

export const fazerPedido = (autor: Author, dados: conversations.NovoPedido) =>
  record(autor.id, () => conversations.fazerPedido(db, autor, dados))

export const alterarStatusDoPedido = (
  autor: Author,
  pedido: Pick<CachedOrder, 'id' | 'anuncio_id' | 'comprador_id'>,
  status: CachedOrder['status'],
) => record(autor.id, () => conversations.alterarStatusDoPedido(db, autor, pedido, status))

export const marcarConversaLida = (userId: string, conversa: conversations.ConversationKey) =>
  record(userId, () => conversations.marcarConversaLida(db, userId, conversa))

export const renovarAnuncio = (autor: Author, id: string) => record(autor.id, () => trust.renovarAnuncio(db, autor, id))

export const denunciarAnuncio = (autor: Author, dados: trust.NovaDenuncia) =>
  record(autor.id, () => trust.denunciarAnuncio(db, autor, dados))

export const ocultarAnuncio = (autor: Author, id: string, motivo: string) =>
  record(autor.id, () => trust.ocultarAnuncio(db, autor, id, motivo))

export const descartarDenuncias = (autor: Author, id: string) => record(autor.id, () => trust.descartarDenuncias(db, autor, id))

/** The person asks to send a refused change again. */
export const tentarDeNovo = (seq: number) => retry(db, seq).then(() => void syncNow())

/** The person drops a refused change; the ad goes back to what the server has on the next refresh. */
export const descartarAlteracao = (seq: number) => discard(db, seq).then(() => void syncNow())
