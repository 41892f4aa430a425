import * as v from 'valibot'
import type { TablesInsert } from '@/lib/database.types'
import { change, id, row, type ChangesOf } from '../engine/define-changes'
import { dropEntity, dropLaterStatusChanges } from '../engine/outbox'
import type { Parada, ReservationStatus } from './types'

// Frete Solidário's trips and reservations (engine/define-changes.ts): recorded by actions.ts, sent
// by senders.ts. Dropping a trip or a reservation the server never saw drops it from the phone.

export const tripChanges = {
  oferecerViagem: change<{ viagem: Omit<TablesInsert<'viagens'>, 'paradas'> & { id: string; paradas: Parada[] } }>({
    label: 'Oferta da viagem',
    payload: v.object({ viagem: v.object({ id, paradas: v.array(v.object({})) }) }),
    async forget(db, item) {
      await dropEntity(db, item.entity)
      await db.viagens.delete(item.payload.viagem.id)
    },
  }),
  alterarStatusDaViagem: change<{ id: string; status: 'cancelada' | 'realizada' }>({
    label: 'Mudança de status da viagem',
    payload: v.object({ id, status: v.string() }),
  }),
  reservarEspaco: change<{ reserva: TablesInsert<'reservas'> & { id: string } }>({
    label: 'Pedido de reserva',
    payload: v.object({ reserva: row }),
    async forget(db, item) {
      await dropLaterStatusChanges(db, item.entity, 'alterarStatusDaReserva', item.payload.reserva.id)
      await db.reservas.delete(item.payload.reserva.id)
    },
  }),
  alterarStatusDaReserva: change<{ id: string; status: ReservationStatus }>({
    label: 'Resposta à reserva',
    payload: v.object({ id, status: v.string() }),
  }),
}

export type TripChange = ChangesOf<typeof tripChanges>
