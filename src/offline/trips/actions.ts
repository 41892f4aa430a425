import type { Author } from '@/lib/server/session'
import type { CachedReservation, CachedTrip, Parada, ReservationStatus } from './types'
import type { OfflineDatabase } from '../store/database'
import { enqueue } from '../engine/outbox'

// What the screens call to offer trips and reserve space on them. Each change shows at once on
// the phone (marked pending where it is new) and is recorded in the outbox under its trip, so a
// trip's changes reach the server in the order they were made.

export type NovaViagem = Pick<
  CachedTrip,
  'data' | 'hora' | 'veiculo' | 'capacidade_kg' | 'carga_propria_kg' | 'custo_total' | 'refrigerada' | 'observacoes'
> & { paradas: Parada[]; contato: string }

export type NovaReserva = Pick<
  CachedReservation,
  'viagem_id' | 'kg' | 'parada_inicio' | 'parada_fim' | 'carga' | 'anuncio_id' | 'contato'
>

const trip = (id: string) => `viagem:${id}`

/** Offers a trip; answers its id, made on the phone. */
export async function oferecerViagem(db: OfflineDatabase, autor: Author, dados: NovaViagem, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID()
  const { contato: _contato, ...publico } = dados
  const trechos = dados.paradas.length - 1
  await db.transaction('rw', db.viagens, db.outbox, async () => {
    await db.viagens.put({
      ...publico,
      id,
      user_id: autor.id,
      user_name: autor.name,
      origem_cidade: dados.paradas[0].cidade,
      origem_uf: dados.paradas[0].uf,
      destino_cidade: dados.paradas[trechos].cidade,
      destino_uf: dados.paradas[trechos].uf,
      status: 'aberta',
      carga_por_trecho: Array.from({ length: trechos }, () => dados.carga_propria_kg),
      kg_reservados: 0,
      created_at: new Date(now).toISOString(),
      pending: true,
      cachedAt: now,
    })
    await enqueue(db, { kind: 'oferecerViagem', entity: trip(id), ownerId: autor.id, payload: { viagem: { id, ...dados } } }, now)
  })
  return id
}

/** The owner cancels the trip, or marks it done. */
export async function alterarStatusDaViagem(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  status: 'cancelada' | 'realizada',
): Promise<void> {
  await db.transaction('rw', db.viagens, db.outbox, async () => {
    await db.viagens.update(id, { status })
    await enqueue(db, { kind: 'alterarStatusDaViagem', entity: trip(id), ownerId: autor.id, payload: { id, status } })
  })
}

/** Asks for space on a trip; answers the reservation's id, made on the phone. */
export async function reservarEspaco(db: OfflineDatabase, autor: Author, dados: NovaReserva, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID()
  await db.transaction('rw', db.reservas, db.outbox, async () => {
    await db.reservas.put({
      ...dados,
      id,
      user_id: autor.id,
      user_name: autor.name,
      status: 'pendente',
      decidida_em: null,
      created_at: new Date(now).toISOString(),
      pending: true,
    })
    await enqueue(
      db,
      { kind: 'reservarEspaco', entity: trip(dados.viagem_id), ownerId: autor.id, payload: { reserva: { id, ...dados } } },
      now,
    )
  })
  return id
}

/** The owner accepts or declines a reservation; the reserver cancels it. */
export async function alterarStatusDaReserva(
  db: OfflineDatabase,
  autor: Author,
  reserva: Pick<CachedReservation, 'id' | 'viagem_id'>,
  status: ReservationStatus,
): Promise<void> {
  await db.transaction('rw', db.reservas, db.outbox, async () => {
    await db.reservas.update(reserva.id, { status })
    await enqueue(db, {
      kind: 'alterarStatusDaReserva',
      entity: trip(reserva.viagem_id),
      ownerId: autor.id,
      payload: { id: reserva.id, status },
    })
  })
}
